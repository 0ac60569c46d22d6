import { LMS_MASTERY } from '@folio/shared';
import type { ExportBook } from './book.ts';
import { escapeXml } from './xhtml.ts';

/**
 * The manifests of the SCORM packages (decision 027): the offline flipbook (offline.ts) as ONE sharable content
 * object, whose reader (apps/web/src/offline/lms) finds the LMS's API and reports pages read, completion, score,
 * success and each answer. The manifest sits at the zip's root (where an LMS looks for it) and launches the
 * flipbook's index.html in its folder; every file of the package is listed in the one resource.
 */

/** An identifier an LMS accepts (xs:ID: a letter first, no spaces). */
const identifier = (id: string) => `folio-${id.replace(/[^\w.-]/g, '')}`;

const fileList = (files: readonly string[]) => files.map((name) => `      <file href="${escapeXml(name)}"/>`).join('\n');

/** SCORM 1.2 (ADL SCORM 1.2 Content Aggregation Model): one item, its SCO, and the mastery score in percent. */
export function scorm12Manifest(book: Pick<ExportBook, 'id' | 'title'>, launch: string, files: readonly string[]): string {
  const title = escapeXml(book.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${identifier(book.id)}" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="folio-organization">
    <organization identifier="folio-organization">
      <title>${title}</title>
      <item identifier="folio-item" identifierref="folio-book" isvisible="true">
        <title>${title}</title>
        <adlcp:masteryscore>${Math.round(LMS_MASTERY * 100)}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="folio-book" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(launch)}">
${fileList(files)}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * SCORM 2004 4th edition: one item, its SCO, and sequencing that leaves the learner free (flow and choice) and
 * satisfies the primary objective by the score (the scaled passing score), so that the LMS's rollup agrees with
 * the success the reader reports.
 */
export function scorm2004Manifest(book: Pick<ExportBook, 'id' | 'title'>, launch: string, files: readonly string[]): string {
  const title = escapeXml(book.title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${identifier(book.id)}" version="1.0"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="folio-organization">
    <organization identifier="folio-organization">
      <title>${title}</title>
      <item identifier="folio-item" identifierref="folio-book" isvisible="true">
        <title>${title}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="folio-score" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${LMS_MASTERY}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="folio-book" type="webcontent" adlcp:scormType="sco" href="${escapeXml(launch)}">
${fileList(files)}
    </resource>
  </resources>
</manifest>
`;
}
