/**
 * Ids for new pages and elements. Reducers stay pure: action creators draw random ids in `prepare`, and a
 * command that needs an unknown number of ids (paste, duplicate page) gets one random seed and derives the rest.
 */
export const newId = (): string => crypto.randomUUID();

const UUID = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-)([0-9a-f]{12})$/i;
const NODE_RANGE = 2 ** 48;

/**
 * The `index`-th id derived from a random UUID: the seed's last 48 bits plus `index`, so the ids of one batch
 * are distinct, still UUID-shaped, and as unlikely to meet another batch's as two random UUIDs.
 */
export function derivedId(seed: string, index: number): string {
  const match = UUID.exec(seed);
  if (!match) return `${seed}-${index}`;
  const node = (parseInt(match[2]!, 16) + index) % NODE_RANGE;
  return `${match[1]}${node.toString(16).padStart(12, '0')}`;
}
