/**
 * The few words an exported page adds of its own (a player's name, a video link), in the book's language.
 * The server sends no interface texts otherwise: these few live here rather than in the web's translations.
 */
const LABELS: Record<string, { watchOn: (provider: string) => string; audio: string; video: string; pages: string; contents: string }> = {
  en: { watchOn: (p) => `Watch on ${p}`, audio: 'Audio', video: 'Video', pages: 'Pages', contents: 'Contents' },
  bn: { watchOn: (p) => `${p}-এ দেখুন`, audio: 'অডিও', video: 'ভিডিও', pages: 'পৃষ্ঠা', contents: 'সূচিপত্র' },
  ar: { watchOn: (p) => `شاهد على ${p}`, audio: 'صوت', video: 'فيديو', pages: 'الصفحات', contents: 'المحتويات' },
  ko: { watchOn: (p) => `${p}에서 보기`, audio: '오디오', video: '동영상', pages: '페이지', contents: '목차' },
  ja: { watchOn: (p) => `${p}で見る`, audio: '音声', video: '動画', pages: 'ページ', contents: '目次' },
};

export const exportLabels = (language: string) => LABELS[language] ?? LABELS.en!;
