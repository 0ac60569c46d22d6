import type { Translations } from '@folio/shared';

type BookTexts = Translations<'title' | 'description'>;

/**
 * The newest public books' titles and blurbs in the other interface languages (decision 017), by their English
 * title: the landing page's shelf and the library's first row read in each language. Older books have none, and show
 * their originals in every language, as a book nobody has translated does.
 */
export const BOOK_TRANSLATIONS: Record<string, BookTexts> = {
  'Reading Together: A PDF Guide': {
    bn: { title: 'একসাথে পড়া: একটি পিডিএফ নির্দেশিকা', description: 'অভিভাবক ও শিক্ষকদের জন্য একটি ছোট নির্দেশিকা, পিডিএফ আকারে।' },
    ar: { title: 'نقرأ معًا: دليل بصيغة PDF', description: 'دليل قصير للآباء والمعلمين، بصيغة PDF.' },
    ko: { title: '함께 읽기: PDF 안내서', description: '부모와 교사를 위한 짧은 안내서(PDF).' },
    ja: { title: 'いっしょに読もう：PDFガイド', description: '保護者と先生のための短いガイド（PDF）。' },
  },
  'The Kindness Club': {
    bn: { title: 'দয়ার ক্লাব', description: 'পাঁচ বন্ধু, একটি ক্লাব, আর এক সপ্তাহের মিষ্টি চমক।' },
    ar: { title: 'نادي اللطف', description: 'خمسة أصدقاء، ونادٍ واحد، وأسبوع من المفاجآت اللطيفة.' },
    ko: { title: '친절 클럽', description: '다섯 친구, 하나의 클럽, 그리고 친절한 깜짝 선물로 가득한 일주일.' },
    ja: { title: 'やさしさクラブ', description: '5人の友だち、ひとつのクラブ、そしてやさしいサプライズの1週間。' },
  },
  'Birds of Bangladesh': {
    bn: { title: 'বাংলাদেশের পাখি', description: 'মাছরাঙা, দোয়েল আর বদ্বীপের পাখিরা।' },
    ar: { title: 'طيور بنغلاديش', description: 'الرفراف وأبو الحناء العقعقي وطيور الدلتا.' },
    ko: { title: '방글라데시의 새', description: '물총새, 까치울새, 그리고 삼각주의 새들.' },
    ja: { title: 'バングラデシュの鳥', description: 'カワセミ、シキチョウ、そしてデルタの鳥たち。' },
  },
  'Times Tables Challenge': {
    bn: { title: 'নামতার চ্যালেঞ্জ', description: 'এক থেকে বারো পর্যন্ত নামতা, ঘড়ির সাথে পাল্লা দিয়ে।' },
    ar: { title: 'تحدي جدول الضرب', description: 'سابِق الساعة في جدول الضرب، من واحد إلى اثني عشر.' },
    ko: { title: '구구단 챌린지', description: '1단부터 12단까지, 시간과 경주해 보세요.' },
    ja: { title: '九九チャレンジ', description: '1の段から12の段まで、時計と競争しよう。' },
  },
  'Story Starters': {
    bn: { title: 'গল্পের শুরু', description: 'প্রতিটি ছবি একটি গল্প শুরু করে: শেষটা তুমি লেখো।' },
    ar: { title: 'بدايات القصص', description: 'صور تبدأ كلٌّ منها قصة، وأنت تكملها.' },
    ko: { title: '이야기 시작하기', description: '그림마다 이야기가 시작돼요. 끝은 여러분이 지어 보세요.' },
    ja: { title: 'おはなしのはじまり', description: '絵がお話を始めます。続きはあなたが書こう。' },
  },
  'Bees and Blossoms': {
    bn: { title: 'মৌমাছি আর ফুল', description: 'মৌমাছি আর ফুল কীভাবে একে অপরের ওপর নির্ভর করে।' },
    ar: { title: 'النحل والأزهار', description: 'كيف يحتاج النحل والأزهار أحدهما إلى الآخر.' },
    ko: { title: '꿀벌과 꽃', description: '꿀벌과 꽃이 서로를 필요로 하는 이유.' },
    ja: { title: 'ミツバチと花', description: 'ミツバチと花がおたがいを必要とするわけ。' },
  },
};
