import { staticPages } from '../schema.ts';
import { sanitizePageHtml } from '../../modules/static-pages/sanitize.ts';
import type { SeedContext } from './context.ts';
import { PAGE_TRANSLATION_LANGUAGES, type PageTranslationLanguage, type StaticPageTranslations } from '@folio/shared';
import { html, list, type TranslatedPages } from './static-pages-i18n/types.ts';
import ar from './static-pages-i18n/ar.ts';
import bn from './static-pages-i18n/bn.ts';
import ja from './static-pages-i18n/ja.ts';
import ko from './static-pages-i18n/ko.ts';


/**
 * The pages the footer links to (about, terms, privacy, children's privacy) and the help topics, with text an
 * operator can publish as it stands or adapt. The privacy texts describe what Folio really stores
 * (architecture.md §11): no third-party scripts, fonts, analytics, ads or trackers.
 */
const DEMO_PAGES: { title: string; slug: string; content: string }[] = [
  {
    title: 'About Folio',
    slug: 'about',
    content: html(
      '<p>Folio is a platform where teachers, authors and publishers create interactive e-books, publish them and share or sell them to readers. More than 10,000 books have been made with it.</p>',
      '<h2>What you can make</h2>',
      list('Interactive e-books with text, images, audio and video', 'Multiple-choice quizzes and assessments with instant feedback', 'Flashcard decks for practice and revision', 'PDF books uploaded as they are'),
      '<h2>Who it is for</h2>',
      '<p>Educators who want lessons their students can open on any device, authors who want to publish without a print run, and publishers who manage a whole catalogue, with their own team and sales reports.</p>',
      '<h2>How we work</h2>',
      list('<strong>Privacy first.</strong> Folio serves every page, font and script itself: no advertising, no analytics companies, no trackers.', '<strong>Accessible by design.</strong> Books can be read aloud, and the reader works with a keyboard and a screen reader.', '<strong>Five languages.</strong> English, Bengali, Arabic (right to left), Korean and Japanese.'),
      '<p>Questions or ideas? Write to us through the <a href="/#contact">contact form</a>.</p>',
    ),
  },
  {
    title: 'Terms of service',
    slug: 'terms',
    content: html(
      '<p>These terms apply to everyone who uses Folio: visitors, readers, authors, publishers and administrators. By creating an account you accept them.</p>',
      '<h2>1. Your account</h2>',
      list('Give a real name and an email address you can read; keep your password to yourself.', 'You are responsible for what happens under your account. Tell us at once if you think someone else used it.', 'A school or a parent creates and manages the accounts of children under 13 (see <a href="/pages/childrens-privacy">Children\'s privacy</a>).'),
      '<h2>2. Your content</h2>',
      '<p>The books, images, recordings and quizzes you create or upload remain yours. You give Folio the permission it needs to store them, show them to the readers you choose and, for books you sell, to deliver them to buyers. You confirm that you hold the rights to everything you upload.</p>',
      '<h2>3. Publishing and review</h2>',
      '<p>A book offered in the public library is reviewed before it appears. We may refuse or remove a book that breaks the <a href="/pages/community-guidelines">community guidelines</a> or the law, and we tell the author why.</p>',
      '<h2>4. Purchases and plans</h2>',
      '<p>Prices are shown before you pay. Plans renew until you cancel them; the Professional plan starts with a free trial. Refunds follow our <a href="/pages/refund-policy">refund policy</a>.</p>',
      '<h2>5. Acceptable use</h2>',
      list('Do not try to get around access controls, paywalls or rate limits.', 'Do not upload malware, or content that is illegal, hateful or sexual.', 'Do not collect other users\' personal data.'),
      '<h2>6. Ending the service</h2>',
      '<p>You can delete your account at any time. We may suspend an account that seriously or repeatedly breaks these terms. Invoices are kept for as long as tax law requires.</p>',
      '<h2>7. Changes</h2>',
      '<p>When these terms change in a way that matters, we tell signed-in users before the change takes effect.</p>',
    ),
  },
  {
    title: 'Privacy policy',
    slug: 'privacy',
    content: html(
      '<p>This policy explains what Folio stores, why, for how long, and how you download or delete it. We collect only what a feature needs.</p>',
      '<h2>What we store, why, and for how long</h2>',
      list(
        '<strong>Account:</strong> name, email address, a hash of your password (never the password itself), your role, when you last signed in and, if you add them, a profile picture, phone number, address and bio. We need these to sign you in and to show who made a book. Kept until your account is deleted.',
        '<strong>Your work:</strong> the books, pages, templates, images and media you create or upload, so that you can edit and publish them. Kept until you delete them or your account.',
        '<strong>Reading:</strong> your notes, drawings, quiz answers and the page you stopped on, so that they are there when you come back. Kept until your account is deleted.',
        '<strong>Orders:</strong> what you bought, the amount and the payment status, as invoicing law requires. Kept as invoices, also after your account is deleted (then without your name or email).',
        '<strong>Messages:</strong> what you send through the contact form, to answer you.',
        '<strong>Year of birth:</strong> asked when you register, only to know whether a parent must agree. It is not stored anywhere.',
      ),
      '<h2>Reading statistics</h2>',
      '<p>Folio counts how its books are read, itself, so that authors, publishers and teachers can see what works. Nothing is sent to another company, and no cookie is used for it.</p>',
      list(
        '<strong>What is counted:</strong> that a book was opened and from where (Folio, a site that embeds it, a school\'s learning platform, a class, a shared link, or a downloaded copy of the book, an offline flipbook or an EPUB, read while online), which pages were read and for how long (not while the tab is hidden or nobody touches it), links followed, sounds and videos played, read-aloud, searches inside the book, flashcards turned, zoom, downloads, and where on a page readers tap.',
        '<strong>Who is counted:</strong> a signed-in reader under their account; a visitor under a random number that lives only in the browser tab and is forgotten when the tab closes, never joined to anything else.',
        '<strong>Who sees it:</strong> a book\'s owner (its author or publisher) and the administrators see totals only: how many readers, for how long, how far, never who. The words searched are shown to the book\'s owner only. A class\'s teachers see each of their pupils\' reading of the books they gave the class; anyone else sees pupils in totals only.',
        '<strong>Do Not Track and Global Privacy Control:</strong> if your browser sends either, Folio counts only that the book was opened, anonymously, and nothing else.',
        '<strong>How long:</strong> the counted events are kept 90 days (the site may set another period: ANALYTICS_RAW_DAYS), then only daily totals remain, as long as the book exists. Deleting your account deletes what was counted under it.',
      ),
      '<h2>Pupils of a class</h2>',
      list(
        'A teacher creates a pupil\'s account under the school\'s authorisation, with a display name only: no email address, no date of birth.',
        'The class\'s teachers see their pupils\' work. Each time a teacher looks at or exports a pupil\'s work, it is written in the class\'s audit log, which the class\'s teachers and the administrators can read.',
        'A pupil account that has not signed in for {{student_retention_days}} days is announced to the class\'s teacher, by email and on the class page. 30 days after that notice, if the pupil still has not signed in, the account and its work are deleted. A teacher can export or delete a pupil\'s account at any time.',
      ),
      '<h2>Children under 13 who register themselves</h2>',
      '<p>If the year of birth shows that someone may be under 13 (a child who turns 13 this year included), no account is made. We keep the name, email address, a hash of the password and a parent\'s email address, and email the parent a link. The account is made only when the parent agrees; if they decline, or do not answer within 7 days, the request is deleted.</p>',
      '<h2>Download your data</h2>',
      '<p>In Settings → Security (a pupil: on their class page), <strong>Download my data</strong> makes one ZIP file: your profile, the books you made with their pages, your notes, drawings, answers, reading positions, reading statistics, orders and classes as JSON files, and the files you uploaded. Only you can download it (a pupil\'s teachers can too, from the class), and it is deleted after 7 days.</p>',
      '<h2>Delete your account</h2>',
      '<p>In Settings → Security, <strong>Delete my account</strong> asks for your password (an account made by a school sign-in, which has none, asks for your email address) and signs you out everywhere. The account is deleted {{account_deletion_grace_days}} days later (the grace period); sign in before then to cancel. Then your account, notes, drawings, answers, reading positions, the books nobody bought, your private templates and your uploaded files are deleted. Orders are kept as invoices, anonymised ("Deleted account", no email). Books that readers bought, and templates you shared, stay without you as their owner. A teacher who owns classes hands them over or deletes them first.</p>',
      '<h2>What we do not do</h2>',
      list(
        'No advertising and no selling or renting of personal data.',
        'No third-party analytics, trackers, fonts or scripts: every file of the site is served by Folio itself.',
        'No location tracking: uploaded images lose their hidden metadata (such as GPS position and camera details) when they are saved.',
        'Emails go out only for a parent\'s consent and a teacher\'s notice about unused pupil accounts, through the site\'s own mail server.',
      ),
      '<h2>Cookies and your browser</h2>',
      '<p>Two cookies keep you signed in, and your browser remembers your language. Details are on the <a href="/pages/cookies">cookies page</a>.</p>',
      '<h2>Contact</h2>',
      '<p>For any privacy question or request, write to us through the <a href="/#contact">contact form</a> with the subject "Privacy". Read <a href="/pages/childrens-privacy">Children\'s privacy</a> for more about children.</p>',
    ),
  },
  {
    title: "Children's privacy (COPPA)",
    slug: 'childrens-privacy',
    content: html(
      '<p>Folio is used in classrooms, so many of its readers are children. We follow the Children\'s Online Privacy Protection Act (COPPA): we collect as little as possible about children under 13, only to provide the service, and parents stay in control.</p>',
      '<h2>How children get an account</h2>',
      '<p>A child under 13 does not sign up alone. A teacher creates a pupil account for classroom use, acting with the school\'s authority, with a display name only; or the child registers and a parent agrees through the link we email them (the request is deleted after 7 days without an answer). Without an account, a child can still read public books: notes and drawings then stay in the browser and never reach our servers.</p>',
      '<h2>What we store about a child, and why</h2>',
      list(
        '<strong>A name and a sign-in:</strong> a pupil has only the display name the teacher chose and the sign-in the teacher gives them; a child registered with a parent\'s consent has the name, email address and password they entered. No home address, phone number or date of birth is kept.',
        '<strong>Schoolwork:</strong> notes, drawings, quiz answers and the books the child creates, so that the work is kept between lessons and the teacher can see it.',
        '<strong>Reading position and language:</strong> so that the reader opens where the child stopped, in the right language.',
        '<strong>Reading statistics:</strong> which pages of a book the child read and for how long, shown per pupil only to their teachers, and to anyone else only in totals; the events are deleted after 90 days.',
      ),
      '<h2>What we never do</h2>',
      list('No advertising, and no behavioural profiles of children.', 'No third-party trackers, analytics, social widgets or scripts on any page.', 'No sale or sharing of children\'s data; only the teacher or parent managing the account can see it.', 'No location: photos lose their GPS and camera metadata when they are uploaded.'),
      '<h2>Parents\' rights</h2>',
      list('Review the personal information we hold about your child.', 'Have it corrected or deleted, and have the account closed.', 'Refuse any further collection, without losing access to books your child already owns.'),
      '<p>Ask through your child\'s school or write to us through the <a href="/#contact">contact form</a>. We check that the request comes from the parent or the school before we act, and we answer within 30 days.</p>',
      '<h2>Keeping data only as long as needed</h2>',
      '<p>A pupil account that is not used for {{student_retention_days}} days is announced to the teacher and deleted with its work 30 days later, unless the pupil signs in. A pupil can download their own data on their class page, and the school or the parent can download a child\'s data at any time (the teacher\'s class page, or Settings → Security) and delete the account: a teacher\'s deletion of a pupil is immediate; an account deleted in Settings goes after a grace period of {{account_deletion_grace_days}} days.</p>',
    ),
  },
  {
    title: 'Getting started',
    slug: 'getting-started',
    content: html(
      '<p>Your first interactive book takes four steps.</p>',
      '<ol><li><p><strong>Create content.</strong> Start from a blank book or a template, choose the page size (A4, A5 or custom) and add text, images and media.</p></li><li><p><strong>Add interactivity.</strong> Drop in quizzes, flashcards, audio and video.</p></li><li><p><strong>Customise the design.</strong> Align, resize and style elements; use the guides for tidy pages.</p></li><li><p><strong>Publish and share.</strong> Send the book for review, then share its link or sell it in the library.</p></li></ol>',
      '<h2>Tips</h2>',
      list('Use the preview mode to read your pages as your readers will.', 'Undo and redo remember your last 100 steps.', 'Your work is saved as you go; you can leave and come back.'),
      '<p>Next: the <a href="/pages/publishing-guide">publishing guide</a>.</p>',
    ),
  },
  {
    title: 'Publishing guide',
    slug: 'publishing-guide',
    content: html(
      '<p>A book goes from draft to the public library in three stages.</p>',
      '<h2>1. Draft</h2>',
      '<p>Only you (and your publisher, if you work with one) can see a draft. Fill in the title, description, categories, cover image and price.</p>',
      '<h2>2. Review</h2>',
      '<p>When you publish, the book waits for approval. Our team checks that it opens correctly and follows the <a href="/pages/community-guidelines">community guidelines</a>. If we reject it, we say why so that you can fix it and try again.</p>',
      '<h2>3. Published</h2>',
      '<p>Approved books appear in the library. Readers see a preview of the first pages; buyers read the whole book.</p>',
      '<h2>Before you publish</h2>',
      list('Check every page in preview mode.', 'Give every image a description for readers who cannot see it.', 'Make sure you hold the rights to every image, sound and text you used.'),
    ),
  },
  {
    title: 'Accessibility',
    slug: 'accessibility',
    content: html(
      '<p>Everyone should be able to read and make books on Folio. We aim to meet WCAG 2.1 level AA.</p>',
      '<h2>What we do</h2>',
      list('Every screen works with a keyboard, with visible focus.', 'Forms label every field and read errors out to screen readers.', 'The reader can read a book aloud, with adjustable speed, pitch and voice.', 'Arabic is laid out right to left, and every language uses fonts that show its script properly.'),
      '<h2>Help us improve</h2>',
      '<p>If something stands in your way, tell us through the <a href="/#contact">contact form</a>: what you tried, on which page, and with which browser or assistive technology. We answer every report.</p>',
    ),
  },
  {
    title: 'Refund policy',
    slug: 'refund-policy',
    content: html(
      '<h2>Books</h2>',
      '<p>You can ask for a refund within 14 days of buying a book if it does not open, is not what its description promised, or you bought it twice by mistake.</p>',
      '<h2>Plans</h2>',
      list('The free trial of the Professional plan costs nothing; cancel before it ends and you are not charged.', 'A monthly plan can be cancelled at any time and stays active until the end of the paid month.', 'If you were charged after you cancelled, we refund that charge in full.'),
      '<h2>How to ask</h2>',
      '<p>Write to us through the <a href="/#contact">contact form</a> with the subject "Refund" and the tracking number of your order. Refunds go back to the original payment method within 10 working days.</p>',
    ),
  },
  {
    title: 'Contact us',
    slug: 'contact-us',
    content: html(
      '<p>The fastest way to reach us is the <a href="/#contact">contact form</a> at the bottom of the home page. No account is needed.</p>',
      '<h2>What to include</h2>',
      list('The email address you use on Folio, if you have an account.', 'The title of the book or the tracking number of the order, if your question is about one.', 'What you expected and what happened instead.'),
      '<p>We answer on working days, usually within two days. For privacy requests, use the subject "Privacy".</p>',
    ),
  },
  {
    title: 'Frequently asked questions',
    slug: 'faq',
    content: html(
      '<h2>Do I need to install anything?</h2>',
      '<p>No. Folio runs in the browser on computers, tablets and phones.</p>',
      '<h2>Can I upload a PDF?</h2>',
      '<p>Yes. Choose the PDF book type when you create a book and upload the file.</p>',
      '<h2>Who can see my book?</h2>',
      '<p>Only you until you publish it. After approval, it appears in the public library.</p>',
      '<h2>Can my students use Folio?</h2>',
      '<p>Yes. Read <a href="/pages/childrens-privacy">Children\'s privacy</a> to see how we protect them.</p>',
      '<h2>Which languages does Folio speak?</h2>',
      '<p>English, Bengali, Arabic, Korean and Japanese. Choose yours from the language menu at the top of every page.</p>',
    ),
  },
  {
    title: 'Cookies and local storage',
    slug: 'cookies',
    content: html(
      '<p>Folio uses no advertising or tracking cookies, and no cookies from other companies.</p>',
      '<h2>Cookies</h2>',
      list('<code>token</code> and <code>user</code>: keep you signed in for up to 7 days. They are sent only over HTTPS, only to Folio, and are removed when you sign out.', '<code>i18next</code>: your interface language, so that Folio\'s first page arrives in it. Kept for a year.'),
      '<h2>Browser storage</h2>',
      list('Your interface language, so that Folio opens in it next time.', 'A copy of the translations, refreshed every 7 days, so that pages load faster.', 'Editor and reader preferences such as the zoom level, and the notes and drawings of visitors who are not signed in.', 'For the reading statistics of a visitor who is not signed in: a random number in the tab\'s own storage, forgotten when the tab closes (none when the browser sends Do Not Track or Global Privacy Control).'),
      '<p>You can clear all of these in your browser settings at any time; you will only need to sign in again.</p>',
    ),
  },
  {
    title: 'Community guidelines',
    slug: 'community-guidelines',
    content: html(
      '<p>Folio\'s library is read by children, students and teachers. Every published book must be suitable for that audience.</p>',
      '<h2>Welcome</h2>',
      list('Original lessons, stories, quizzes and reference books.', 'Material you have the right to share, with its sources credited.'),
      '<h2>Not allowed</h2>',
      list('Hate, harassment, violence or sexual content.', 'Personal data of other people, including photos of pupils without consent.', 'Copied work you have no licence for.', 'Links to scams, malware or sites that track readers.'),
      '<p>Books that break these guidelines are rejected or removed. Report a problem through the <a href="/#contact">contact form</a>.</p>',
    ),
  },
];

/** The demo pages in the other interface languages, by slug (the legal and information pages). */
const TRANSLATED: Record<PageTranslationLanguage, TranslatedPages> = { ar, bn, ja, ko };

/** A demo page's translations, sanitised like the English. */
const translationsOf = (slug: string): StaticPageTranslations =>
  Object.fromEntries(
    PAGE_TRANSLATION_LANGUAGES.flatMap((language) => {
      const page = TRANSLATED[language][slug as keyof TranslatedPages];
      return page ? [[language, { title: page.title, content: sanitizePageHtml(page.content) }]] : [];
    }),
  );

/** The demo pages; a page whose slug already exists is left as the operator edited it. */
export async function seedStaticPages({ db }: SeedContext) {
  const now = Date.now();
  await db
    .insert(staticPages)
    .values(
      DEMO_PAGES.map((page, i) => {
        // A second apart, in list order: the newest-first list then shows them as above, on stable pages.
        const at = new Date(now - i * 1000);
        return { ...page, content: sanitizePageHtml(page.content), translations: translationsOf(page.slug), createdAt: at, updatedAt: at };
      }),
    )
    .onConflictDoNothing({ target: staticPages.slug });
}
