import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { CONFIGURATIONS_PAGE_SIZE, effectiveEmailFilter, WITHOUT_SALON } from '@meble/domain/client-configuration';
import type { ClientConfigurationsTable_query$key } from '../../__generated__/ClientConfigurationsTable_query.graphql.ts';
import { messageOf } from '../../errors/RouteError.tsx';
import { FormBanner } from '../../forms/fields.tsx';
import { FILTER_DEBOUNCE_MS } from '../elements/elementFilter.ts';
import { ClientConfigurationRow } from './ClientConfigurationRow.tsx';
import { ConfigurationDeleteDialog } from './ConfigurationDeleteDialog.tsx';
import { EMAIL_FILTER_HINT, NO_SALON_LABEL } from './configurationLabels.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

interface ClientConfigurationsTableProps {
  query: ClientConfigurationsTable_query$key;
  /** An administrator filters by any salon or 'bez salonu'; a salon user by 'Wszystkie' or their own (D13). */
  isAdmin: boolean;
}

/** The salon select's value: '' = all, WITHOUT_SALON = saved online, else a Salon id. */
type SalonChoice = string;

interface Applied {
  salon: SalonChoice;
  email: string | null;
}

function salonVariables(salon: SalonChoice): { salonId: string | null; withoutSalon: boolean | null } {
  if (salon === WITHOUT_SALON) return { salonId: null, withoutSalon: true };
  return { salonId: salon || null, withoutSalon: null };
}

/** The filters, the count and the table of client configurations, page by page, with the delete dialog. */
export function ClientConfigurationsTable({ query, isAdmin }: ClientConfigurationsTableProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment ClientConfigurationsTable_query on Query
      @argumentDefinitions(
        first: { type: "Int" }
        after: { type: "String" }
        salonId: { type: "ID" }
        withoutSalon: { type: "Boolean" }
        email: { type: "String" }
      )
      @refetchable(queryName: "ClientConfigurationsPaginationQuery") {
        clientConfigurations(first: $first, after: $after, salonId: $salonId, withoutSalon: $withoutSalon, email: $email)
          @connection(key: "ClientConfigurationsTable_clientConfigurations", filters: ["salonId", "withoutSalon", "email"]) {
          __id
          totalCount
          salons {
            id
            name
          }
          edges {
            node {
              id
              customerEmail
              ...ClientConfigurationRow_configuration
            }
          }
        }
      }
    `,
    query,
  );
  const id = useId();
  const [salon, setSalon] = useState<SalonChoice>('');
  const [emailText, setEmailText] = useState('');
  const [applied, setApplied] = useState<Applied>({ salon: '', email: null });
  const [refetching, startRefetch] = useTransition();
  const [failure, setFailure] = useState('');
  const [deleting, setDeleting] = useState<{ id: string; customerEmail: string } | null>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  // Typing settles for a moment before the server is asked again; a salon change applies at once.
  useEffect(() => {
    const email = effectiveEmailFilter(emailText) ?? null;
    if (email === applied.email && salon === applied.salon) return;
    const delay = salon === applied.salon ? FILTER_DEBOUNCE_MS : 0;
    const timer = setTimeout(() => {
      startRefetch(() => {
        setApplied({ salon, email });
        setFailure('');
        refetch({ first: CONFIGURATIONS_PAGE_SIZE, after: null, email, ...salonVariables(salon) }, { fetchPolicy: 'store-and-network' });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [emailText, salon, applied, refetch]);

  const connection = data.clientConfigurations;
  // A configuration deleted elsewhere may linger as an empty edge of a list cached earlier.
  const configurations = connection.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  const filtered = applied.salon !== '' || applied.email !== null;
  const emailHint = `${id}-email-hint`;

  function loadMore() {
    setFailure('');
    loadNext(CONFIGURATIONS_PAGE_SIZE, { onComplete: (error) => setFailure(error ? messageOf(error) : '') });
  }

  return (
    <>
      <div className="list-filters" role="search" aria-label="Filtr konfiguracji">
        <div className="field">
          <label htmlFor={`${id}-salon`}>Salon</label>
          <select id={`${id}-salon`} value={salon} onChange={(event) => setSalon(event.target.value)}>
            <option value="">{isAdmin ? 'Wszystkie salony' : 'Wszystkie'}</option>
            {connection.salons.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
            {isAdmin ? <option value={WITHOUT_SALON}>{NO_SALON_LABEL}</option> : null}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail klienta</label>
          <input
            id={`${id}-email`}
            type="search"
            autoComplete="off"
            value={emailText}
            onChange={(event) => setEmailText(event.target.value)}
            aria-describedby={emailHint}
          />
          <p className="field-hint" id={emailHint}>
            {EMAIL_FILTER_HINT}
          </p>
        </div>
      </div>
      <p className="list-count" role="status" aria-busy={refetching} tabIndex={-1} ref={countRef}>{`Konfiguracji: ${connection.totalCount}`}</p>
      <FormBanner message={failure} />
      {configurations.length === 0 ? (
        <p className="muted">{filtered ? 'Żadna konfiguracja nie pasuje do filtra.' : 'Nie ma jeszcze konfiguracji klientów.'}</p>
      ) : (
        <TableScroll>
          <table className="table" aria-busy={refetching}>
            <caption className="visually-hidden">Konfiguracje klientów, od najnowszych</caption>
            <thead>
              <tr>
                <th scope="col">Salon</th>
                <th scope="col">Kolekcja</th>
                <th scope="col">Dane klienta</th>
                <th scope="col">Zestawy</th>
                <th scope="col">Utworzono</th>
                <th scope="col">Podgląd</th>
                <th scope="col">Usuń</th>
              </tr>
            </thead>
            <tbody>
              {configurations.map((configuration) => (
                <ClientConfigurationRow
                  key={configuration.id}
                  configuration={configuration}
                  onDelete={() => setDeleting({ id: configuration.id, customerEmail: configuration.customerEmail })}
                />
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {hasNext ? (
        <button type="button" className="secondary" onClick={loadMore} aria-busy={isLoadingNext} disabled={isLoadingNext}>
          Pokaż więcej
        </button>
      ) : null}
      {deleting ? (
        <ConfigurationDeleteDialog
          configuration={deleting}
          connections={[connection.__id]}
          onDeleted={() => setDeleting(null)}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() => countRef.current}
        />
      ) : null}
    </>
  );
}
