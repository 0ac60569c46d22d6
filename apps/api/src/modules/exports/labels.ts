/**
 * The few words an export adds of its own (a player's name, a video link, how to open an offline flipbook), in the
 * book's language.
 * The server sends no interface texts otherwise: these few live here rather than in the web's translations.
 */
const LABELS: Record<string, { watchOn: (provider: string) => string; audio: string; video: string; pages: string; contents: string; howToOpen: string }> = {
  en: { watchOn: (p) => `Watch on ${p}`, audio: 'Audio', video: 'Video', pages: 'Pages', contents: 'Contents', howToOpen: 'To read this book, open index.html in a web browser. It needs no internet connection: keep this folder together, on a USB stick, a shared drive or any website.' },
  bn: { watchOn: (p) => `${p}-এ দেখুন`, audio: 'অডিও', video: 'ভিডিও', pages: 'পৃষ্ঠা', contents: 'সূচিপত্র', howToOpen: 'এই বইটি পড়তে index.html একটি ওয়েব ব্রাউজারে খুলুন। এর জন্য ইন্টারনেট সংযোগ লাগে না: ফোল্ডারটি একসাথে রাখুন, ইউএসবি স্টিকে, শেয়ার করা ড্রাইভে বা যেকোনো ওয়েবসাইটে।' },
  ar: { watchOn: (p) => `شاهد على ${p}`, audio: 'صوت', video: 'فيديو', pages: 'الصفحات', contents: 'المحتويات', howToOpen: 'لقراءة هذا الكتاب، افتح index.html في متصفح ويب. لا يحتاج إلى اتصال بالإنترنت: أبقِ هذا المجلد كاملًا، على ذاكرة USB أو مجلد مشترك أو أي موقع ويب.' },
  ko: { watchOn: (p) => `${p}에서 보기`, audio: '오디오', video: '동영상', pages: '페이지', contents: '목차', howToOpen: '이 책을 읽으려면 웹 브라우저에서 index.html을 여세요. 인터넷 연결이 필요 없습니다. 이 폴더를 그대로 USB 메모리나 공유 드라이브, 웹사이트에 두세요.' },
  ja: { watchOn: (p) => `${p}で見る`, audio: '音声', video: '動画', pages: 'ページ', contents: '目次', howToOpen: 'この本を読むには、Web ブラウザーで index.html を開いてください。インターネット接続は要りません。このフォルダーはまとめたまま、USB メモリーや共有ドライブ、Web サイトに置いてください。' },
};

export const exportLabels = (language: string) => LABELS[language] ?? LABELS.en!;
