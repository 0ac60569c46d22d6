import type { Translations } from '@folio/shared';
import { categories } from '../schema.ts';
import { demoImage } from './images.ts';
import type { SeedContext } from './context.ts';

/** Twelve genres (two pages at ten rows), one of them inactive. */
const DEMO_CATEGORIES = [
  'Picture Books', 'Science', 'Mathematics', 'History', 'Languages', 'Art & Music',
  'Geography', 'Poetry', 'Coding', 'Early Readers', 'Nature', 'Archived Worksheets',
];

/** The genres' names in the other interface languages (decision 017), as the library's filter shows them. */
const NAMES: Record<string, [bn: string, ar: string, ko: string, ja: string]> = {
  'Picture Books': ['ছবির বই', 'كتب مصوّرة', '그림책', '絵本'],
  Science: ['বিজ্ঞান', 'العلوم', '과학', '科学'],
  Mathematics: ['গণিত', 'الرياضيات', '수학', '数学'],
  History: ['ইতিহাস', 'التاريخ', '역사', '歴史'],
  Languages: ['ভাষা', 'اللغات', '언어', '語学'],
  'Art & Music': ['শিল্প ও সংগীত', 'الفن والموسيقى', '미술과 음악', '美術・音楽'],
  Geography: ['ভূগোল', 'الجغرافيا', '지리', '地理'],
  Poetry: ['কবিতা', 'الشعر', '시', '詩'],
  Coding: ['কোডিং', 'البرمجة', '코딩', 'プログラミング'],
  'Early Readers': ['প্রথম পাঠ', 'القراءة المبكرة', '첫 읽기책', 'はじめての読みもの'],
  Nature: ['প্রকৃতি', 'الطبيعة', '자연', '自然'],
  'Archived Worksheets': ['সংরক্ষিত ওয়ার্কশিট', 'أوراق عمل مؤرشفة', '보관된 학습지', '保管済みのワークシート'],
};

const translationsOf = (name: string): Translations<'name'> => {
  const [bn, ar, ko, ja] = NAMES[name]!;
  return { bn: { name: bn }, ar: { name: ar }, ko: { name: ko }, ja: { name: ja } };
};

export async function seedCategories({ db, storage }: SeedContext) {
  const rows = [];
  for (const [i, name] of DEMO_CATEGORIES.entries()) {
    rows.push({
      name,
      status: i === DEMO_CATEGORIES.length - 1 ? ('inactive' as const) : ('active' as const),
      thumbnail: await demoImage(storage, name.split(' ')[0]!, (i * 29) % 360),
      translations: translationsOf(name),
    });
  }
  await db.insert(categories).values(rows);
}
