import type { InquiryStatus } from '@folio/shared';
import { inquiries } from '../schema.ts';
import type { SeedContext } from './context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Messages of the contact form, in every status and spread over six weeks (two pages at ten rows). */
const DEMO_INQUIRIES: { name: string; email: string; subject: string; message: string; status: InquiryStatus; daysAgo: number }[] = [
  {
    name: 'Maria Gonzalez',
    email: 'maria.gonzalez@example.org',
    subject: 'Licences for our whole school',
    message: 'Hello,\n\nWe are a primary school with 24 teachers and about 500 pupils. Do you offer a school licence, and can teachers share books inside the school only?\n\nThank you,\nMaria',
    status: 'new',
    daysAgo: 0,
  },
  {
    name: 'Tanvir Ahmed',
    email: 'tanvir.ahmed@example.com',
    subject: 'Bengali fonts in the editor',
    message: 'The Bengali text in my book looks right in the editor, but I want to be sure it shows the same for readers on older phones. Is the font embedded with the book?',
    status: 'new',
    daysAgo: 1,
  },
  {
    name: 'Yuki Tanaka',
    email: 'yuki.tanaka@example.jp',
    subject: 'Quiz results export',
    message: 'Can I download my class\'s quiz answers as a spreadsheet? I would like to keep them with my grade book.',
    status: 'new',
    daysAgo: 2,
  },
  {
    name: 'Omar Haddad',
    email: 'omar.haddad@example.net',
    subject: 'Right-to-left layout question',
    message: 'When I switch to Arabic, the menus move to the right as expected. Can a single book mix Arabic and English pages?',
    status: 'read',
    daysAgo: 4,
  },
  {
    name: 'Grace Kim',
    email: 'grace.kim@example.kr',
    subject: 'Professional plan trial',
    message: 'How long is the free trial of the Professional plan, and will I lose my books if I do not continue afterwards?',
    status: 'replied',
    daysAgo: 6,
  },
  {
    name: 'Daniel Brooks',
    email: 'daniel.brooks@example.com',
    subject: 'Publishing a series of readers',
    message: 'We are a small publisher with a series of 40 graded readers as PDFs. What is the best way to upload them, and can we set one price for the whole series?',
    status: 'replied',
    daysAgo: 9,
  },
  {
    name: 'Priya Natarajan',
    email: 'priya.n@example.in',
    subject: 'Parent request: my child\'s data',
    message: 'My daughter uses Folio at school. I would like to see what information you keep about her. Her teacher is Mr. Lee, grade 4.',
    status: 'replied',
    daysAgo: 12,
  },
  {
    name: 'Lukas Weber',
    email: 'lukas.weber@example.de',
    subject: 'Audio element does not play on iPad',
    message: 'The audio on page 3 of my book plays on my laptop but not on the school iPads. The file is an MP3 of about 4 MB.',
    status: 'read',
    daysAgo: 15,
  },
  {
    name: 'Fatima Zahra',
    email: 'fatima.zahra@example.ma',
    subject: 'Refund for a duplicate order',
    message: 'I bought "Planets for Beginners" twice by mistake. Could you refund the second order, please?',
    status: 'closed',
    daysAgo: 19,
  },
  {
    name: 'Hiroshi Sato',
    email: 'hiroshi.sato@example.jp',
    subject: 'Partnership proposal',
    message: 'Our company produces educational videos in Japanese. We would like to discuss embedding them in Folio books.',
    status: 'closed',
    daysAgo: 24,
  },
  {
    name: 'Emily Carter',
    email: 'emily.carter@example.com',
    subject: 'Screen reader support',
    message: 'One of my students is blind and uses NVDA. Does the reader announce quiz choices and feedback?',
    status: 'replied',
    daysAgo: 30,
  },
  {
    name: 'Jae-won Lee',
    email: 'jaewon.lee@example.kr',
    subject: 'Invoice for our purchase',
    message: 'Our accounting office needs an invoice with our school\'s tax number for last month\'s purchase. How can I get one?',
    status: 'closed',
    daysAgo: 36,
  },
  {
    name: 'Nadia Rahman',
    email: 'nadia.rahman@example.org',
    subject: 'Flashcards with images',
    message: 'Can a flashcard show a picture on the front and a word on the back? It would help my youngest readers.',
    status: 'read',
    daysAgo: 42,
  },
];

export async function seedInquiries({ db }: SeedContext) {
  const now = Date.now();
  await db.insert(inquiries).values(
    DEMO_INQUIRIES.map(({ daysAgo, ...inquiry }, i) => {
      // Hours apart as well as days, so that no two rows share a time and the newest-first order is fixed.
      const at = new Date(now - daysAgo * DAY_MS - i * 60 * 60 * 1000);
      return { ...inquiry, createdAt: at, updatedAt: at };
    }),
  );
}
