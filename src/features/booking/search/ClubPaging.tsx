import { Trans, useLingui } from '@lingui/react/macro';
import { Paginator } from '#ui/Paginator';

interface ClubPagingProps {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/** The club list's pages (loaded after the first paint: ClubList.tsx). */
export default function ClubPaging({ page, pageCount, busy, onPage }: ClubPagingProps) {
  const { t } = useLingui();
  return (
    <Paginator
      page={page}
      pageCount={pageCount}
      onPage={onPage}
      label={t`Páginas de clubes`}
      previousLabel={<Trans>Anterior</Trans>}
      nextLabel={<Trans>Siguiente</Trans>}
      status={
        <>
          <span aria-hidden="true">
            {page} / {pageCount}
          </span>
          <span className="visually-hidden">
            <Trans>
              Página {page} de {pageCount}
            </Trans>
          </span>
        </>
      }
      busy={busy}
    />
  );
}
