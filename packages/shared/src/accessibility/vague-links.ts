/**
 * Link words that say nothing of where a link goes (WCAG 2.2 §2.4.4), in the five interface languages. Compared
 * with the link's words lower-cased, without punctuation and with spaces made single.
 */
const VAGUE_LINK_TEXTS: ReadonlySet<string> = new Set([
  // English
  'click here', 'click', 'here', 'more', 'read more', 'learn more', 'link', 'this link', 'this', 'go', 'details', 'see more',
  // Arabic
  'اضغط هنا', 'انقر هنا', 'هنا', 'المزيد', 'اقرأ المزيد', 'رابط', 'الرابط', 'اضغط', 'انقر', 'التفاصيل',
  // Bengali
  'এখানে ক্লিক করুন', 'এখানে', 'আরও', 'আরো', 'আরও পড়ুন', 'লিংক', 'লিঙ্ক', 'ক্লিক করুন', 'বিস্তারিত',
  // Korean
  '여기를 클릭하세요', '여기를 클릭', '여기', '클릭', '더 보기', '더보기', '자세히', '자세히 보기', '링크',
  // Japanese
  'ここをクリック', 'ここ', 'こちら', 'クリック', 'もっと見る', '続きを読む', '詳細', '詳しくはこちら', 'リンク',
]);

/** Whether a link's words say nothing: none at all, or one of the vague ones. */
export function isVagueLinkText(text: string): boolean {
  const words = text.toLowerCase().replace(/[\p{P}\p{S}]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return words === '' || VAGUE_LINK_TEXTS.has(words);
}
