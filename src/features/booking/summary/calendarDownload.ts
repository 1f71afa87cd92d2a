// "Add to calendar": the booking as an .ics file in the club's timezone (not in the spec; players
// expect it), downloaded through a temporary link.
import { buildIcs } from '#kernel/lib/calendar';
import type { SummaryBooking } from '#machines/bookingSummary';

export function bookingIcs(booking: SummaryBooking, texts: { summary: string; description: string; url: string }, now: Date): string {
  return buildIcs({
    uid: `booking-${booking.id}@courtflow`,
    timezone: booking.club_timezone,
    date: booking.local_date,
    startTime: booking.local_start_time,
    endTime: booking.local_end_time,
    summary: texts.summary,
    location: booking.club_name,
    description: texts.description,
    url: texts.url,
    now,
  });
}

export function downloadFile(doc: Document, name: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
