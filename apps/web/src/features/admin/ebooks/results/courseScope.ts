// Which LMS course the Results screen shows (LTI: an instructor's course, its learners only), or none (the book's own).
import { createContext, useContext } from 'react';

export const ResultsCourse = createContext<string | undefined>(undefined);

/** The LMS course of the Results shown, undefined for the book's own Results. */
export const useResultsCourse = () => useContext(ResultsCourse);
