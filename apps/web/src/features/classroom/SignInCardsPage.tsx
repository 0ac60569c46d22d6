// /classes/:id/cards: the printable sign-in cards of the pupils just added (or given a new picture password).
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { KeyRound } from 'lucide-react';
import type { StudentCard } from '@folio/shared';
import { CardSheet } from '../../components/CardSheet';
import { MessagePage } from '../../components/MessagePage';
import { QrCode } from '../../components/QrCode';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { isolated } from '../../app/i18n';
import { spacedJoinCode } from './joinCode';
import { PictureTile } from './PictureTile';
import { cardAddress, signInCardsOf } from './signInCards';

/**
 * One pupil's card: name, class, code, the QR code of their sign-in and their four pictures in order. Its printed
 * height is fixed (eight to an A4 page): the lines of one line's text set their height with `!`, else Arabic's and
 * Bengali's taller lines (styles/index.css) would push the pictures' words off the card. The names keep them.
 */
function SignInCard({ card, className, joinCode, origin }: { card: StudentCard; className: string; joinCode: string; origin: string }) {
  const { t } = useTranslation('classroom');
  return (
    <li data-sign-in-card className="flex break-inside-avoid flex-col gap-[3mm] rounded-xl border-2 border-dashed border-gray-400 bg-white p-[4mm] print:h-[66mm] print:overflow-hidden">
      <div className="flex items-start gap-[3mm]">
        <div className="min-w-0 flex-1">
          <h2 dir="auto" className="truncate text-[16pt] leading-tight font-bold text-gray-900">
            {card.name}
          </h2>
          <p dir="auto" className="truncate text-[9pt] text-gray-700">
            {className}
          </p>
          <p className="mt-[2mm] text-[8pt] leading-tight! text-gray-700">{t('cards.code')}</p>
          <p dir="ltr" className="font-mono text-[15pt] leading-tight! font-bold tracking-wider text-gray-900">
            {spacedJoinCode(joinCode)}
          </p>
          <p dir="ltr" className="mt-[1mm] truncate text-[7pt] leading-tight! text-gray-600">
            {`${origin}/join`}
          </p>
        </div>
        <QrCode address={cardAddress(origin, joinCode, card.id)} label={t('cards.qr', { name: isolated(card.name) })} />
      </div>
      <div>
        <p className="text-[8pt] leading-tight! text-gray-700">{t('cards.pictures')}</p>
        <ol className="mt-[1mm] grid grid-cols-4 gap-[2mm]">
          {card.secret.map((picture, i) => (
            <li key={i} className="relative rounded-lg border border-gray-200 px-[1mm] py-[1mm]">
              <span className="absolute start-[1mm] top-[0.5mm] text-[7pt] font-bold text-gray-600">{i + 1}</span>
              <PictureTile picture={picture} size="card" />
            </li>
          ))}
        </ol>
      </div>
    </li>
  );
}

export default function SignInCardsPage() {
  const { t } = useTranslation('classroom');
  const { id = '' } = useParams();
  const state = signInCardsOf(useLocation().state);
  const classPath = `/classes/${encodeURIComponent(id)}`;
  useDocumentTitle(state ? t('cards.title', { name: state.className }) : t('cards.goneTitle'));

  if (!state) {
    return (
      <main id="main">
        <MessagePage icon={KeyRound} title={t('cards.goneTitle')} message={t('cards.gone')} to={classPath} action={t('cards.back')} />
      </main>
    );
  }

  const { origin } = window.location;
  return (
    <CardSheet
      back={{ to: classPath, label: t('cards.back') }}
      title={t('cards.title', { name: isolated(state.className) })}
      intro={t('cards.intro')}
      printLabel={t('cards.print')}
      cards={state.cards}
      card={(card) => <SignInCard key={card.id} card={card} className={state.className} joinCode={state.joinCode} origin={origin} />}
    />
  );
}
