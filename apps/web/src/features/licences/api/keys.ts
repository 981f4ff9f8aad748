import type { ApplyFilter, LicenceProjectType } from '@vsqx/domain';

/** Query keys of the licences feature: every change invalidates `all`, so both lists update at once. */
export const licenceKeys = {
  all: ['licences'] as const,
  mine: (status: ApplyFilter, page: number) => ['licences', 'mine', status, page] as const,
  received: (status: ApplyFilter, page: number) => ['licences', 'received', status, page] as const,
  forProject: (type: LicenceProjectType, id: number) => ['licences', 'project', type, id] as const,
};
