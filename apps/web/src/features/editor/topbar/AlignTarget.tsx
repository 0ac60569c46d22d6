import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import clsx from 'clsx';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { menuItemClass } from '../actions/ActionMenuItem';
import { ALIGN_TARGETS, setAlignTarget, type AlignTarget } from '../state/editorSlice';

const isTarget = (value: string): value is AlignTarget => (ALIGN_TARGETS as readonly string[]).includes(value);

/** In an alignment menu: align to the page (spec §4, the default) or to the selection's bounding box. */
export function AlignTargetMenuItems() {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const alignTo = useAppSelector((s) => s.editor.alignTo);
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="px-2 pt-1 pb-0.5 text-xs font-semibold text-gray-500">{t('align.to')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={alignTo} onValueChange={(value) => isTarget(value) && dispatch(setAlignTarget(value))}>
        {ALIGN_TARGETS.map((target) => (
          <DropdownMenu.RadioItem key={target} value={target} className={menuItemClass} onSelect={(e) => e.preventDefault()}>
            <span className="grid size-4 place-items-center">
              <DropdownMenu.ItemIndicator>
                <Check aria-hidden className="size-4" />
              </DropdownMenu.ItemIndicator>
            </span>
            <span className="flex-1">{t(`align.${target}`)}</span>
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </DropdownMenu.Group>
  );
}

/** In the inspector of several elements: the same choice as two radio buttons. */
export function AlignTargetChoice() {
  const { t } = useTranslation('editor');
  const dispatch = useAppDispatch();
  const alignTo = useAppSelector((s) => s.editor.alignTo);
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-gray-600">{t('align.to')}</legend>
      <div className="inline-flex w-fit rounded-md bg-gray-100 p-0.5">
        {ALIGN_TARGETS.map((target) => (
          <label
            key={target}
            className={clsx(
              'cursor-pointer rounded px-2 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
              alignTo === target ? 'bg-white text-primary-700 shadow-xs' : 'text-gray-600 hover:text-gray-900',
            )}
          >
            <input type="radio" name="editor-align-to" value={target} checked={alignTo === target} onChange={() => dispatch(setAlignTarget(target))} className="sr-only" />
            {t(`align.${target}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
