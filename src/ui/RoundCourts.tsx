/**
 * Where an 18-hole golf round is played: its start tee and time, then the back nine's tee and time
 * ("Hoyo 1 10:00 → Hoyo 10 12:00"). Court names are the club's, in its language; times come formatted.
 */
export function RoundCourts(props: { courtName: string; startTime: string; endCourtName: string; endStartTime: string; lang?: string }) {
  return (
    <span className="round-courts" data-testid="round-courts" lang={props.lang}>
      {props.courtName} {props.startTime} <span aria-hidden="true">→</span> {props.endCourtName} {props.endStartTime}
    </span>
  );
}
