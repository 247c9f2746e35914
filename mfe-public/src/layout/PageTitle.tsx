import { COMPANY } from 'shared-contracts/domain';

/** The document title for a public page (React hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} | ${COMPANY.tradingName}` : `${COMPANY.tradingName} | Specialist UK Logistics`}</title>;
}
