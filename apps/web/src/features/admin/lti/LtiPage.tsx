// /admin/lti: an admin connects Folio to LMSs (Moodle, Canvas, Schoology) as an LTI 1.3 tool.
import { useTranslation } from 'react-i18next';
import { LtiPlatformForm } from './LtiPlatformForm';
import { PlatformsTable } from './PlatformsTable';
import { ToolAddresses } from './ToolAddresses';

/** Folio's addresses to enter in an LMS, the LMSs registered, and the form to register one more (the tab is named by the menu). */
export default function LtiPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold text-gray-900">{t('lti.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-gray-600">{t('lti.intro')}</p>
      </header>
      <ToolAddresses />
      <PlatformsTable />
      <LtiPlatformForm />
    </div>
  );
}
