import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import type { Picture } from '@folio/shared';

/** How each picture of a picture password is drawn: an emoji every device has, in colour where it has the face. */
const EMOJI: Record<Picture, string> = {
  cat: '🐱',
  dog: '🐶',
  fish: '🐟',
  bird: '🐦',
  sun: '☀️',
  moon: '🌙',
  star: '⭐',
  tree: '🌳',
  flower: '🌸',
  apple: '🍎',
  car: '🚗',
  boat: '⛵',
  ball: '⚽',
  house: '🏠',
  heart: '❤️',
  cloud: '☁️',
};

/** The colour emoji faces first: some text faces draw ☀ ☁ ❤ in black and white. */
const EMOJI_FACES = "font-['Noto_Color_Emoji','Apple_Color_Emoji','Segoe_UI_Emoji',sans-serif]";

const SIZES = {
  pad: { box: 'gap-1', emoji: 'text-4xl sm:text-5xl', word: 'text-sm sm:text-base font-semibold' },
  slot: { box: 'gap-0.5', emoji: 'text-2xl sm:text-3xl', word: 'text-xs font-semibold' },
  // Important: Arabic's and Bengali's taller lines (styles/index.css) would make each picture 1.75 times its size and
  // push its word off the bottom of a printed card, whose height is fixed.
  card: { box: 'gap-0', emoji: 'text-[26pt] leading-none!', word: 'text-[8pt] leading-tight! font-semibold' },
} as const;

/**
 * A picture of a picture password: the emoji, with its word under it in the reader's language. The pad's
 * buttons and the printed sign-in cards both draw it, so a pupil finds on the pad what their card shows. The
 * emoji is hidden from screen readers: the word names the picture.
 */
export function PictureTile({ picture, size }: { picture: Picture; size: keyof typeof SIZES }) {
  const { t } = useTranslation('classroom');
  const look = SIZES[size];
  return (
    <span className={clsx('flex flex-col items-center', look.box)}>
      <span aria-hidden className={clsx(EMOJI_FACES, look.emoji)}>
        {EMOJI[picture]}
      </span>
      <span className={clsx('text-gray-900', look.word)}>{t(`pictures.${picture}`)}</span>
    </span>
  );
}
