import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { UserSchema } from '../auth.ts';
import { dataOf, pageOf, writtenOf } from '../http-answers.ts';
import { MESSAGES } from '../messages.ts';
import { CLASS_MESSAGES } from '../feature-messages.ts';
import { optionalText } from './common.ts';

/**
 * Classes (docs/decisions/018-classrooms.md): a teacher's class of pupils who have no e-mail address, its join code,
 * the pupils' picture passwords, the books given to the class and the books its pupils write.
 */

/**
 * The characters of a join code: none a child could mix up with another (0/O, 1/I/L, 2/Z, 5/S, 8/B, U/V are out).
 * 8 of these 23 make 23^8 ≈ 7.8 × 10^10 codes.
 */
export const JOIN_CODE_ALPHABET = 'ACDEFGHJKMNPQRTWXY34679';
export const JOIN_CODE_LENGTH = 8;

/** The pictures of a picture password; a pupil's secret is PICTURE_SECRET_LENGTH of them, in order (16^4 = 65,536). */
export const PICTURES = ['cat', 'dog', 'fish', 'bird', 'sun', 'moon', 'star', 'tree', 'flower', 'apple', 'car', 'boat', 'ball', 'house', 'heart', 'cloud'] as const;
export type Picture = (typeof PICTURES)[number];
export const PICTURE_SECRET_LENGTH = 4;

/** Limits a teacher meets, each answered with a clear 422 when passed. */
export const CLASS_LIMITS = { maxStudents: 100, nameMax: 120, studentNameMax: 80, gradeMax: 40, commentMax: 2000 } as const;

/** A pupil's book in their class: being written, handed in for review, returned for changes, or approved into the class library. */
export const CLASS_BOOK_STATES = ['writing', 'handed_in', 'returned', 'approved'] as const;
export type ClassBookState = (typeof CLASS_BOOK_STATES)[number];

const joinCode = z
  .string({ error: CLASS_MESSAGES.joinCodeRequired })
  .trim()
  .toUpperCase()
  .min(1, CLASS_MESSAGES.joinCodeRequired)
  .max(40, CLASS_MESSAGES.joinCodeWrong);

const className = z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(CLASS_LIMITS.nameMax, MESSAGES.tooLong);

/** POST /api/classes: a class's name, grade or age band, and language. */
export const ClassCreateSchema = z.object({
  name: className,
  grade: optionalText(CLASS_LIMITS.gradeMax),
  language: z.enum(LANGUAGES, { error: MESSAGES.invalidChoice }).default('en'),
  school_sign_in: z.boolean().default(false),
});
export type ClassCreate = z.input<typeof ClassCreateSchema>;

/** PUT /api/classes/{id}: any field; `join_open` closes or opens the join code, `owner_id` hands the class to a co-teacher. */
export const ClassUpdateSchema = z.object({
  name: className.optional(),
  grade: optionalText(CLASS_LIMITS.gradeMax).optional(),
  language: z.enum(LANGUAGES, { error: MESSAGES.invalidChoice }).optional(),
  school_sign_in: z.boolean().optional(),
  join_open: z.boolean().optional(),
  owner_id: z.uuid({ error: CLASS_MESSAGES.ownerMustTeach }).optional(),
});
export type ClassUpdate = z.input<typeof ClassUpdateSchema>;

const Person = z.object({ id: z.string(), name: z.string() });

/** What the viewer may do with a class: teach it (everything but the owner's two acts), or own it. */
export const ClassAbilitiesSchema = z.object({ teach: z.boolean(), own: z.boolean() });

export const ClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string().nullable(),
  language: z.enum(LANGUAGES),
  join_code: z.string(),
  join_open: z.boolean(),
  school_sign_in: z.boolean(),
  owner: Person,
  teachers: z.array(Person),
  student_count: z.number().int(),
  created_at: z.string(),
  abilities: ClassAbilitiesSchema,
});
export type ClassRecord = z.infer<typeof ClassSchema>;

export const ClassListResponseSchema = pageOf(ClassSchema);
export const ClassResponseSchema = dataOf(ClassSchema);
export const ClassWrittenResponseSchema = writtenOf(ClassSchema);

/** POST /api/classes/{id}/teachers: a co-teacher, by the e-mail of their Folio account. */
export const ClassTeacherAddSchema = z.object({
  email: z.string({ error: MESSAGES.emailRequired }).trim().min(1, MESSAGES.emailRequired).max(254, MESSAGES.tooLong).pipe(z.email({ error: MESSAGES.invalidEmail })).transform((v) => v.toLowerCase()),
});

const studentName = z
  .string({ error: CLASS_MESSAGES.studentNameRequired })
  .trim()
  .min(1, CLASS_MESSAGES.studentNameRequired)
  .max(CLASS_LIMITS.studentNameMax, CLASS_MESSAGES.studentNameTooLong);

/** POST /api/classes/{id}/students: pupils by name only (one, or a pasted list); duplicates in the list are refused. */
export const StudentsAddSchema = z.object({
  names: z
    .array(studentName, { error: CLASS_MESSAGES.namesRequired })
    .min(1, CLASS_MESSAGES.namesRequired)
    .max(CLASS_LIMITS.maxStudents, CLASS_MESSAGES.classFull)
    .superRefine((names, ctx) => {
      const seen = new Set<string>();
      names.forEach((name, index) => {
        const key = name.trim().toLocaleLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: CLASS_MESSAGES.duplicateName, path: [index] });
        seen.add(key);
      });
    }),
});
export type StudentsAdd = z.input<typeof StudentsAddSchema>;

/** PUT /api/classes/{id}/students/{studentId}: rename, or move to another class the teacher teaches. */
export const StudentUpdateSchema = z.object({ name: studentName.optional(), class_id: z.uuid({ error: CLASS_MESSAGES.moveToTaughtClass }).optional() });

/** DELETE /api/classes/{id}/students/{studentId}: the pupil's books go with them, or to the teacher. */
export const StudentRemoveSchema = z.object({
  books: z.enum(['delete', 'move_to_teacher'], { error: CLASS_MESSAGES.chooseWhatHappensToBooks }),
});

export const ClassStudentSchema = z.object({
  id: z.string(),
  name: z.string(),
  last_sign_in_at: z.string().nullable(),
  added_at: z.string(),
});
export type ClassStudent = z.infer<typeof ClassStudentSchema>;

const PictureSecret = z.array(z.enum(PICTURES)).length(PICTURE_SECRET_LENGTH);

/** A pupil with their picture password, answered once: when added, and when their secret is reset. */
export const StudentCardSchema = z.object({ id: z.string(), name: z.string(), secret: PictureSecret });
export type StudentCard = z.infer<typeof StudentCardSchema>;

export const ClassStudentsResponseSchema = dataOf(z.array(ClassStudentSchema));
export const StudentCardsResponseSchema = writtenOf(z.array(StudentCardSchema));
export const StudentCardResponseSchema = writtenOf(StudentCardSchema);

/** POST /api/classes/{id}/assignments: a book the teacher may read, or a template to start from; the due date may stay empty. */
export const AssignmentCreateSchema = z
  .object({
    ebook_id: z.uuid({ error: CLASS_MESSAGES.assignSomething }).optional(),
    template_id: z.uuid({ error: CLASS_MESSAGES.assignSomething }).optional(),
    due_at: z.iso.datetime({ offset: true, error: CLASS_MESSAGES.dueDate }).nullish(),
  })
  .refine((a) => (a.ebook_id === undefined) !== (a.template_id === undefined), { message: CLASS_MESSAGES.assignSomething, path: ['ebook_id'] });
export type AssignmentCreate = z.input<typeof AssignmentCreateSchema>;

export const AssignmentUpdateSchema = z.object({ due_at: z.iso.datetime({ offset: true, error: CLASS_MESSAGES.dueDate }).nullable() });

export const AssignmentSchema = z.object({
  id: z.string(),
  kind: z.enum(['ebook', 'template']),
  /** The book's or template's id, title and cover. */
  item: z.object({ id: z.string(), title: z.string(), cover_image: z.string().nullable(), page_count: z.number().int() }),
  due_at: z.string().nullable(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof AssignmentSchema>;
export const AssignmentListResponseSchema = dataOf(z.array(AssignmentSchema));
export const AssignmentWrittenResponseSchema = writtenOf(AssignmentSchema);

/** GET /api/classes/{id}/assignments/{assignmentId}/progress: each pupil on an assigned book. */
export const AssignmentProgressSchema = z.object({
  pages: z.number().int(),
  points: z.number().int(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      opened: z.boolean(),
      /** The furthest page they are on (from 1), or null before they open it. */
      page: z.number().int().nullable(),
      finished: z.boolean(),
      /** How long they have read it, in seconds (reading analytics; only their teachers see it per pupil). */
      seconds: z.number(),
      answered: z.number().int(),
      score: z.number().int(),
    }),
  ),
});
export type AssignmentProgress = z.infer<typeof AssignmentProgressSchema>;
export const AssignmentProgressResponseSchema = dataOf(AssignmentProgressSchema);

/** GET /api/classes/{id}/dashboard: each pupil's last sign-in and their reading and answering in the class. */
export const ClassDashboardSchema = z.object({
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      last_sign_in_at: z.string().nullable(),
      books_started: z.number().int(),
      books_finished: z.number().int(),
      questions_answered: z.number().int(),
      books_written: z.number().int(),
    }),
  ),
  assignments: z.number().int(),
});
export type ClassDashboard = z.infer<typeof ClassDashboardSchema>;
export const ClassDashboardResponseSchema = dataOf(ClassDashboardSchema);

/** A pupil's book as their teachers list it. */
export const ClassBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  cover_image: z.string().nullable(),
  page_count: z.number().int(),
  state: z.enum(CLASS_BOOK_STATES),
  remark: z.string().nullable(),
  student: Person,
  comment_count: z.number().int(),
  updated_at: z.string(),
});
export type ClassBook = z.infer<typeof ClassBookSchema>;
export const ClassBookListResponseSchema = dataOf(z.array(ClassBookSchema));

/** POST /api/classes/{id}/books/{ebookId}/review: return for changes, or approve into the class library, with an optional remark. */
export const ClassBookReviewSchema = z.object({
  action: z.enum(['return', 'approve'], { error: MESSAGES.invalidChoice }),
  remark: optionalText(CLASS_LIMITS.commentMax),
});
/** POST /api/classes/{id}/books/{ebookId}/publish: a copy for the public library, in the teacher's name, credited to the pupil only if chosen. */
export const ClassBookPublishSchema = z.object({ credit_student: z.boolean().default(false) });

export const ClassCommentCreateSchema = z.object({
  page_id: z.string({ error: CLASS_MESSAGES.pageRequired }).min(1, CLASS_MESSAGES.pageRequired).max(100, MESSAGES.tooLong),
  body: z.string({ error: CLASS_MESSAGES.commentRequired }).trim().min(1, CLASS_MESSAGES.commentRequired).max(CLASS_LIMITS.commentMax, MESSAGES.tooLong),
});
export const ClassCommentSchema = z.object({ id: z.string(), page_id: z.string(), body: z.string(), author: Person.nullable(), created_at: z.string() });
export type ClassComment = z.infer<typeof ClassCommentSchema>;
export const ClassCommentListResponseSchema = dataOf(z.array(ClassCommentSchema));
export const ClassCommentWrittenResponseSchema = writtenOf(ClassCommentSchema);

/** GET /api/classes/{id}/audit: who looked at which pupil's work, newest first. */
export const ClassAuditEntrySchema = z.object({
  id: z.string(),
  viewer: Person.nullable(),
  student: Person.nullable(),
  ebook: z.object({ id: z.string(), title: z.string() }).nullable(),
  action: z.string(),
  at: z.string(),
});
export const ClassAuditResponseSchema = pageOf(ClassAuditEntrySchema);

/** GET /api/classes/join/{join_code} (public): the class's name and its pupils' first names, for the picker. */
export const ClassJoinSchema = z.object({
  name: z.string(),
  language: z.enum(LANGUAGES),
  school_sign_in: z.boolean(),
  students: z.array(z.object({ id: z.string(), first_name: z.string() })),
});
export type ClassJoin = z.infer<typeof ClassJoinSchema>;
export const ClassJoinResponseSchema = dataOf(ClassJoinSchema);
export const JoinCodeParamsSchema = z.object({ join_code: joinCode });

/** POST /api/auth/class-sign-in: the class code, the pupil picked, and their picture password. */
export const ClassSignInSchema = z.object({
  join_code: joinCode,
  student_id: z.uuid({ error: CLASS_MESSAGES.pickYourName }),
  secret: z.union([PictureSecret, z.string().trim().max(200)], { error: CLASS_MESSAGES.secretRequired }),
});
export type ClassSignIn = z.input<typeof ClassSignInSchema>;

/** GET /api/classroom: a pupil's home: their class, its library, and their own books with their teacher's comments counted. */
export const ClassroomSchema = z.object({
  class: z.object({ id: z.string(), name: z.string(), language: z.enum(LANGUAGES) }),
  assignments: z.array(AssignmentSchema),
  /** Pupils' books the teacher approved into the class library. */
  approved: z.array(ClassBookSchema),
  books: z.array(ClassBookSchema),
});
export type Classroom = z.infer<typeof ClassroomSchema>;
export const ClassroomResponseSchema = dataOf(ClassroomSchema);

/** POST /api/classroom/books: a pupil starts a book, blank or from a template given to the class. */
export const ClassroomBookCreateSchema = z.object({
  title: z.string({ error: MESSAGES.titleRequired }).trim().min(1, MESSAGES.titleRequired).max(200, MESSAGES.tooLong),
  template_id: z.uuid({ error: CLASS_MESSAGES.assignSomething }).optional(),
});
export const ClassroomBookWrittenResponseSchema = writtenOf(ClassBookSchema);

/** The signed-in pupil answered by class sign-in, as every sign-in answers. */
export const ClassSignInResponseSchema = z.object({ token: z.string(), user: UserSchema, message: z.string() });
