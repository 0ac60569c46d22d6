import { useState } from 'react';
import { checkFile, type UploadKind, type UploadResult } from '@folio/shared';
import { errorMessage } from '../../http/client';
import { uploadFile } from '../../http/upload';

/**
 * Checks a chosen file before sending (spec §5 file messages), uploads it with progress (0–100, null when
 * idle) and keeps the error to show under the field. Answers the upload, or null when it did not happen.
 */
export function useFileUpload(kind: UploadKind, failedText: string, onBusyChange?: (busy: boolean) => void) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();

  const upload = async (file: File): Promise<UploadResult | null> => {
    const problem = checkFile(file, kind);
    setError(problem ?? undefined);
    if (problem) return null;
    setProgress(0);
    onBusyChange?.(true);
    try {
      return await uploadFile(file, kind, setProgress);
    } catch (e) {
      setError(errorMessage(e, failedText));
      return null;
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  return { progress, error, upload };
}
