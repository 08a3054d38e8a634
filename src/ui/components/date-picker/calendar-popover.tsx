import { observer } from 'mobx-react-lite';
import { Button, Calendar, CalendarCell, CalendarGrid, Heading } from 'react-aria-components/Calendar';
import { Dialog } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useT } from '../../services-context';
import './date-picker.css';

/** The month grid a date picker opens: arrow keys move by day, Page Up/Down by month. */
export const CalendarPopover = observer(function CalendarPopover() {
  const t = useT();
  return (
    <Popover className="date-picker__popover" placement="bottom start">
      <Dialog className="date-picker__dialog" aria-label={t('datePicker.calendar')}>
        <Calendar className="calendar">
          <header className="calendar__header">
            <Button slot="previous" className="calendar__nav" aria-label={t('datePicker.previousMonth')}>
              ‹
            </Button>
            <Heading className="calendar__heading" />
            <Button slot="next" className="calendar__nav" aria-label={t('datePicker.nextMonth')}>
              ›
            </Button>
          </header>
          <CalendarGrid className="calendar__grid">
            {(date) => <CalendarCell date={date} className="calendar__cell" />}
          </CalendarGrid>
        </Calendar>
      </Dialog>
    </Popover>
  );
});
