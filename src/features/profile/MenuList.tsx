import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import './MenuList.css';

export interface MenuItem {
  to: string;
  label: MessageDescriptor;
}

/** A titled list of links, each a full-width row (easy to hit with a thumb). */
export function MenuList({ title, items }: { title: ReactNode; items: readonly MenuItem[] }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <nav className="menu-list" aria-labelledby={id}>
      <h2 id={id} className="menu-list__title">
        {title}
      </h2>
      <ul className="menu-list__items">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="menu-list__link">
              <span>{i18n._(item.label)}</span>
              <svg
                width="20"
                height="20"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M9 6l6 6-6 6" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
