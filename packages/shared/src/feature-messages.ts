/**
 * Messages of features whose contracts (entities/) answer in words: here, apart from their zod schemas, so that
 * the server-message catalogue (server-messages.ts), which every page of the web app loads, brings no zod with it.
 */

/** A book's own Learning Record Store (entities/xapi.ts). */
export const LRS_MESSAGES = {
  saved: 'Learning Record Store saved.',
  removed: 'The book sends its statements to the site’s Learning Record Store again.',
  endpoint: 'Enter the https address of the Learning Record Store’s xAPI endpoint.',
  username: 'Enter the key (user name) the Learning Record Store gave you.',
  password: 'Enter the secret (password) the Learning Record Store gave you.',
} as const;

/** LTI 1.3 (entities/lti.ts). */
export const LTI_MESSAGES = {
  platformSaved: 'LMS registered.',
  platformDeleted: 'LMS removed. Its launches are refused from now on.',
  platformTaken: 'This LMS (issuer and client ID) is registered already.',
  https: 'Enter an https address (http only for this machine).',
  handoffExpired: 'This sign-in from your course has expired or was used already. Open the book from your course again.',
  notLinkable: 'Choose a published book that anyone may read.',
  deepLinkExpired: 'This request from your course has expired. Start again from your course.',
} as const;

/** A book's exports (entities/book-export.ts). */
export const EXPORT_MESSAGES = {
  started: 'Your export has started. You can download it here when it is ready.',
  /** A PDF book is exported as its own PDF with its layer's links (apps/api exports/pdf-book.ts), or as an offline flipbook. */
  pdfBook: "An EPUB is made of a book's pages: a PDF book is exported as its own PDF, with its links, or as an offline flipbook.",
  noPages: 'The book has no pages to export.',
  failed: 'The export could not be made. Please try again.',
  notReady: 'This export is not ready to download.',
  pdfUnavailable: 'PDF export is not available on this server.',
  offlineUnavailable: 'Offline export is not available on this server.',
  downloadsOff: "This book's owner does not offer its files for download.",
  noDownload: 'This file is not available yet.',
} as const;

/** Classes, their pupils and the pupils' sign-in (entities/classroom.ts). */
export const CLASS_MESSAGES = {
  created: 'Class created.',
  saved: 'Class saved.',
  deleted: 'Class deleted.',
  notFound: 'Class not found.',
  joinCodeRequired: 'Enter your class code.',
  // The same words for a code that never existed and one that was closed: no hint which.
  joinCodeWrong: 'This class code does not work. Check it with your teacher.',
  joinCodeNew: 'The class has a new join code. The old one no longer works.',
  ownerMustTeach: 'Hand the class to one of its teachers.',
  ownerOnly: 'Only the class owner can do this.',
  teacherAdded: 'Teacher added.',
  teacherRemoved: 'Teacher removed.',
  teacherUnknown: 'No Folio account that can teach has this e-mail address.',
  teacherAlready: 'This person already teaches the class.',
  studentNameRequired: 'Enter the pupil’s name.',
  studentNameTooLong: 'A pupil’s name can be at most 80 characters.',
  namesRequired: 'Enter at least one pupil’s name.',
  duplicateName: 'Two pupils in the class would have this name. Add a letter to tell them apart.',
  classFull: 'A class can have at most 100 pupils.',
  studentsAdded: 'Pupils added. Print their sign-in cards now: their picture passwords are shown only once.',
  studentSaved: 'Pupil saved.',
  studentRemoved: 'Pupil removed.',
  studentNotFound: 'Pupil not found in this class.',
  secretReset: 'New picture password made. Print the new card: the old password no longer works.',
  moveToTaughtClass: 'Move the pupil to a class you teach.',
  chooseWhatHappensToBooks: 'Choose whether the pupil’s books are deleted or moved to you.',
  assignSomething: 'Choose a book or a template to give the class.',
  dueDate: 'Enter a valid due date.',
  assigned: 'Given to the class.',
  assignmentSaved: 'Due date saved.',
  unassigned: 'Taken back from the class.',
  alreadyAssigned: 'The class has this already.',
  assignmentNotFound: 'Not found in this class.',
  notReadable: 'Choose a book you can read in full.',
  templateNotShared: 'Choose one of your templates or a shared one.',
  bookNotInClass: 'This book is not written in this class.',
  returned: 'Book returned to the pupil for changes.',
  approved: 'Book approved into the class library.',
  handedIn: 'Book handed in to your teacher.',
  publishSubmitted: 'A copy of the book was submitted for approval to the public library.',
  pageRequired: 'Choose the page to comment on.',
  commentRequired: 'Write a comment.',
  commentAdded: 'Comment added.',
  pickYourName: 'Pick your name.',
  secretRequired: 'Tap your pictures.',
  wrongSecret: 'Those pictures are not right. Try again.',
  pupilLocked: 'Too many wrong tries. Wait a few minutes, or ask your teacher.',
  signedIn: 'Signed in successfully.',
  pupilsOnly: 'Only pupils of a class have a classroom.',
  notForPupils: 'Pupils cannot do this. Ask your teacher.',
  ownsClasses: 'This account owns classes. Hand them to another teacher or delete them first.',
  bookStarted: 'Book started.',
  // The description of a pupil's book published with their name (followed by the name).
  writtenBy: 'Written by',
} as const;

/** Plans of authors and publishers (entities/plans.ts): refusals at their limits and the answers of their routes. */
export const PLAN_MESSAGES = {
  ebookLimit: 'Your Basic plan holds up to {{max}} e-books. Move to Professional to create more.',
  lapsed: 'Your plan has ended: your books are safe, choose a plan to create new ones.',
  storageFull: 'Your plan’s {{size}} of storage is full. Delete files you no longer need, or choose a plan with more space.',
  trialUsed: 'You have had your free trial already. Choose a plan to go on.',
  samePlan: 'You are on this plan already.',
  stripeUnavailable: 'Card payments are not available right now. Please try again in a few minutes.',
  trialStarted: 'Your free trial of Professional has started. It lasts {{days}} days.',
  subscribed: 'Your plan is active.',
  checkoutStarted: 'Continue to the payment page to start your plan.',
  invoiced: 'Your invoice {{number}} is ready. Your plan starts as soon as we confirm the payment.',
  /** How to pay a plan's invoice by hand, unless the site wrote its own (MANUAL_PAYMENT_INSTRUCTIONS). */
  howToPay: 'Please pay {{total}} by bank transfer or in cash, quoting your invoice number {{tracking_number}}. Your plan starts, or goes on, as soon as we confirm the payment.',
  cancelled: 'Your plan ends at the end of the period you paid for. Your books stay safe.',
  resumed: 'Your plan goes on: it renews as before.',
  notCancelled: 'Your plan is not set to end.',
  noPlan: 'You have no plan to change.',
  paymentRecorded: 'Payment recorded: the plan is active.',
  noInvoice: 'This account has no invoice awaiting payment.',
  noCard: 'Your plan is not paid by card: there are no card details to change.',
  planChanged: 'Plan changed.',
  notApplicable: 'Plans apply to authors and publishers only.',
} as const;
