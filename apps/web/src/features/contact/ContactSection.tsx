/** The landing page's contact form: being built. */
export default function ContactSection() {
  return null;
}
