import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { elementFields, type MediaUploadKind } from '@folio/shared';
import { defineElement } from '../defineElement';
import type { InspectorProps, RenderProps } from '../types';
import { MediaInspector } from './MediaInspector';

/**
 * A player's element type (sound, video, embedded video): inserted from the Media tab with no address yet, and
 * set in the media inspector with the type's hint; `valid` says whether an address can be played here.
 */
export function mediaElement({ type, field, icon, Render, valid, upload, size, radius, Extra }: {
  type: 'audio' | 'video' | 'embed';
  /** The element's field that holds the address. */
  field: 'src' | 'url';
  icon: LucideIcon;
  Render: ComponentType<RenderProps>;
  valid: (address: string) => boolean;
  /** The upload kind of the player's files; none for players of other sites only. */
  upload?: MediaUploadKind;
  size: { width: number; height: number };
  radius: number;
  /** The type's own fields under the player's (a video's captions, a sound's transcript: issue 54). */
  Extra?: ComponentType<InspectorProps>;
}) {
  function Inspector({ element, onChange, context }: InspectorProps) {
    const { t } = useTranslation('elements');
    const fields: { title?: string } & Partial<Record<'src' | 'url', string>> = elementFields(type, element);
    const address = fields[field] ?? '';
    const player = <MediaInspector field={field} value={address} title={fields.title ?? ''} valid={valid(address)} hint={t(`${type}.hint`)} upload={upload} onChange={onChange} />;
    if (!Extra) return player;
    return (
      <>
        {player}
        <Extra element={element} onChange={onChange} context={context} />
      </>
    );
  }
  return defineElement({ type, icon, tab: 'Media', create: () => ({ [field]: '', size, style: { radius } }), Render, Inspector });
}
