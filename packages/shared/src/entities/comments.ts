/** Comment threads on a book's pages and elements (modules/comments). */
export {};
