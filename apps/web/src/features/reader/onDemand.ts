import { lazy } from 'react';

/**
 * The reader's parts that only a reader's action shows (the gallery, the search, the page text, the share and speech
 * dialogs, the drawing tools, the notes and study panels): each in its own chunk, loaded when first opened, so that none of them
 * stands between the reader and the first spread.
 */
export const Gallery = lazy(() => import('./Gallery').then((m) => ({ default: m.Gallery })));
export const ShareDialog = lazy(() => import('./ShareDialog').then((m) => ({ default: m.ShareDialog })));
export const SpeechSettingsDialog = lazy(() => import('./SpeechSettingsDialog').then((m) => ({ default: m.SpeechSettingsDialog })));
export const DrawingTools = lazy(() => import('../drawing/DrawingTools').then((m) => ({ default: m.DrawingTools })));
export const NotesPanel = lazy(() => import('../notes/NotesPanel').then((m) => ({ default: m.NotesPanel })));
export const BookSearch = lazy(() => import('./search/BookSearch').then((m) => ({ default: m.BookSearch })));
export const PageText = lazy(() => import('./page-text/PageText').then((m) => ({ default: m.PageText })));
export const StudyPanel = lazy(() => import('../study/StudyPanel').then((m) => ({ default: m.StudyPanel })));
