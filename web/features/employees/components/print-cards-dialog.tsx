// "Print QR cards": the language of the printed words and the size (an A4 sheet of 8 cut-out
// cards, or A6 table tents), then the PDF as a download (docs/cards.md).
import { useState } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@common/constants';
import { CARD_SIZES, type CardSize } from '@common/schemas/employees';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { LANGUAGE_ENDONYMS, currentLanguage } from '../../../lib/i18n';
import { qrSheetPath } from '../api/employee-paths';
import { openLocations, useSeveralLocations } from '../../../lib/locations-api';

export function PrintCardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang, setLang] = useState<Language>(currentLanguage());
  const [size, setSize] = useState<CardSize>('a4');
  const locations = useSeveralLocations();
  // '': cards that open each employee's own location (the only choice with one location).
  const [location, setLocation] = useState('');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('employees.print.title')}
      description={t('employees.print.description')}
    >
      <div className="space-y-5">
        <SegmentedControl
          legend={t('employees.print.language')}
          value={lang}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_ENDONYMS[value] }))}
          onChange={setLang}
        />
        <SegmentedControl
          legend={t('employees.print.size')}
          value={size}
          options={CARD_SIZES.map((value) => ({
            value,
            label: t(`employees.print.sizes.${value}`),
          }))}
          onChange={setSize}
        />
        <p className="text-sm text-muted-foreground">{t(`employees.print.sizeHints.${size}`)}</p>
        {locations && (
          <div>
            <label htmlFor="print-location" className="block text-sm font-medium">
              {t('employees.print.location')}
            </label>
            <select
              id="print-location"
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              className="mt-1.5 block h-11 w-full rounded-xl border bg-background px-3 text-base shadow-xs"
            >
              <option value="">{t('employees.print.everyLocation')}</option>
              {openLocations(locations).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
            <p className="mt-1.5 text-sm text-muted-foreground">
              {t('employees.print.locationHint')}
            </p>
          </div>
        )}
        <a
          // The server sends the PDF as an attachment: a download, not a new tab.
          href={qrSheetPath({ lang, size, ...(location ? { location } : {}) })}
          download
          onClick={onClose}
          className={buttonClass('primary', 'md', 'w-full')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('employees.print.download')}
        </a>
      </div>
    </Dialog>
  );
}
