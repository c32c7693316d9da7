import { AccessRestricted } from '../../components/layout/AccessRestricted';

/**
 * What a person whose role cannot work lists gets on the lists' pages (a viewer following a link), or when the
 * server refuses them (403: the role changed while the page was open).
 */
export function ListsRestricted() {
  return (
    <AccessRestricted>
      Access Restricted: Walk and call lists are available for Admin and Editor users only.
    </AccessRestricted>
  );
}
