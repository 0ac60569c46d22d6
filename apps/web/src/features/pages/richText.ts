/**
 * The look of a static page's HTML (headings, lists, links, quotes, code), shared by the public page and the
 * admin's editor so that what the admin writes is what the visitor reads.
 */
export const RICH_TEXT_CLASS = [
  'text-gray-800 leading-7',
  '[&_h1]:mt-8 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-gray-900',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900',
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-gray-900',
  '[&_h4]:mt-4 [&_h4]:font-semibold',
  '[&_p]:mt-4 [&_li_p]:mt-1',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_a]:font-medium [&_a]:text-primary-700 [&_a]:underline [&_a:hover]:text-primary-800',
  '[&_blockquote]:mt-4 [&_blockquote]:border-s-4 [&_blockquote]:border-gray-300 [&_blockquote]:ps-4 [&_blockquote]:text-gray-600',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-gray-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:my-8 [&_hr]:border-gray-200',
  '[&>*:first-child]:mt-0',
].join(' ');
