import type { DemoBook } from './spec.ts';
import { IN_WORKFLOW } from './books-en/in-workflow.ts';
import { SHELF_1 } from './books-en/shelf-1.ts';
import { SHELF_2 } from './books-en/shelf-2.ts';
import { SHELF_3 } from './books-en/shelf-3.ts';
import { SHELF_4 } from './books-en/shelf-4.ts';

/**
 * The English demo library: the twenty-nine books of the catalogue besides the PDF (title, owner, status, approval, price, discount
 * and format as the tests expect), each with the categories it belongs in and real pages to read.
 */
/** In the order they were added: their position sets their date, colour and authors. */
export const ENGLISH_BOOKS: DemoBook[] = [...SHELF_1, ...SHELF_2, ...SHELF_3, ...IN_WORKFLOW, ...SHELF_4];
