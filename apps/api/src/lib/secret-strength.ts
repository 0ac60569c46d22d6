/**
 * Rough guesses at how guessable a production secret or password is, for the start to refuse the obvious ones
 * (`JWT_SECRET` = 32 × "a", `ADMIN_PASSWORD=123456`). They catch placeholders and patterns, not every weak
 * choice: a random value (`openssl rand -base64 48`) always passes.
 */

/** Bits a text would hold if each character were drawn at random with the frequencies it shows (Shannon). */
function estimatedBits(text: string): number {
  const characters = [...text];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * characters.length;
}

/** Whether a text is one shorter part over and over ("changemechangeme", "abab…"). */
const repeatsOnePart = (text: string) => /^([\s\S]+?)\1+$/.test(text);

/** Fewest different characters and estimated bits of a signing secret: 16 random bytes in hex (32 characters) have at least 9 and about 100. */
const SECRET_MIN_DISTINCT = 8;
const SECRET_MIN_BITS = 80;

/** Why a signing secret is too easy to guess, or null when it is not. */
export function weakSecretReason(secret: string): string | null {
  const distinct = new Set(secret).size;
  const bits = Math.floor(estimatedBits(secret));
  if (distinct < SECRET_MIN_DISTINCT || bits < SECRET_MIN_BITS || repeatsOnePart(secret)) {
    return `${distinct} different character${distinct === 1 ? '' : 's'}, about ${bits} bits${repeatsOnePart(secret) ? ', one part repeated' : ''}`;
  }
  return null;
}

/** The shortest administrator password production accepts. */
const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * Words at the top of every leaked-password list, and what a site's first admin password tends to be; a
 * password that is one of them with digits or signs around it ("Password123!") is as common.
 */
const COMMON_WORDS = new Set([
  'password', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass', 'admin', 'administrator', 'root', 'toor', 'superuser',
  'qwerty', 'qwertz', 'azerty', 'qwertyuiop', 'asdf', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'qazwsx', 'qwerty123',
  '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx', 'zaq12wsx', 'abc', 'abcd', 'abcdef', 'abcdefgh',
  'letmein', 'welcome', 'iloveyou', 'monkey', 'dragon', 'football', 'baseball', 'master', 'sunshine', 'princess',
  'shadow', 'superman', 'batman', 'trustno', 'starwars', 'hello', 'whatever', 'freedom', 'computer', 'secret',
  'changeme', 'default', 'guest', 'login', 'test', 'tester', 'testing', 'demo', 'folio', 'folio-demo', 'ebook', 'ebooks',
]);

/** Why an administrator password is too easy to guess for production, or null when it is not. */
export function weakAdminPasswordReason(password: string): string | null {
  if ([...password].length < ADMIN_PASSWORD_MIN_LENGTH) return `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long in production`;
  const lower = password.toLowerCase();
  // The word without the digits and signs around it: "Password123!" is "password", "123456789012" is nothing.
  const word = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (COMMON_WORDS.has(lower) || COMMON_WORDS.has(word) || word === '' || new Set(lower).size < 5 || repeatsOnePart(lower)) {
    return 'is a common password (a well-known word with digits or signs around it, only digits, or a pattern)';
  }
  return null;
}
