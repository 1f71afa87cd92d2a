import './PriceTag.css';

/** An amount already formatted in the club's currency; 'free' when it is zero. */
export function PriceTag({
  text,
  free,
  size = 'medium',
  strike,
}: {
  text: string;
  free?: boolean;
  size?: 'small' | 'medium' | 'large';
  strike?: boolean;
}) {
  const classes = ['price-tag', `price-tag--${size}`, free ? 'price-tag--free' : '', strike ? 'price-tag--strike' : '']
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{text}</span>;
}
