import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/**
 * The QR code of an address, drawn as SVG by the qrcode package (no picture is fetched: the CSP is 'self'), for
 * printed cards: a class's sign-in cards, access-code cards.
 */
export function QrCode({ address, label }: { address: string; label: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let current = true;
    void QRCode.toString(address, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' }).then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [address]);
  // The SVG is the package's drawing of our own address: markup of no other origin.
  return <div role="img" aria-label={label} className="size-[30mm] shrink-0 [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: svg }} />;
}
