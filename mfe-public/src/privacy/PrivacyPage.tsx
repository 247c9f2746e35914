import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COMPANY, COMPANY_ADDRESS_LINE } from 'shared-contracts/domain';

import { PageTitle } from '../layout/PageTitle';
import { PrivacySection } from './PrivacySection';

const PRIVACY_LAST_UPDATED = '1 March 2025';

const CONTENTS = [
  ['who-we-are', 'Who we are'],
  ['what-we-collect', 'The information we collect'],
  ['how-we-use-it', 'How we use it and our lawful basis'],
  ['sharing', 'Who we share it with'],
  ['transfers', 'Transfers outside the UK'],
  ['retention', 'How long we keep it'],
  ['security', 'How we keep it safe'],
  ['your-rights', 'Your rights'],
  ['cookies', 'Cookies and storage on this website'],
  ['complaints', 'How to complain'],
  ['changes', 'Changes to this notice'],
] as const;

const [WHO, COLLECT, USE, SHARING, TRANSFERS, RETENTION, SECURITY, RIGHTS, COOKIES, COMPLAINTS, CHANGES] = CONTENTS;

/** A UK GDPR privacy notice for a company that receives quote requests by e-mail. */
export function PrivacyPage() {
  const email = (
    <Link href={`mailto:${COMPANY.email}`} sx={{ overflowWrap: 'anywhere' }}>
      {COMPANY.email}
    </Link>
  );
  return (
    <>
      <PageTitle title="Privacy Policy" />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}>
          Privacy Policy
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Last updated: {PRIVACY_LAST_UPDATED}
        </Typography>
        <Typography sx={{ mt: 3, fontSize: '1.1rem' }}>
          This notice explains how {COMPANY.legalName} uses the personal information you give us when you ask for a quote, book a job or
          contact us, and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </Typography>

        <Box
          component="nav"
          aria-labelledby="privacy-contents"
          sx={{ mt: 4, p: 3, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2 }}
        >
          <Typography id="privacy-contents" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            Contents
          </Typography>
          <Box component="ol" sx={{ mb: 0, pl: 3 }}>
            {CONTENTS.map(([id, title]) => (
              <li key={id}>
                <Link href={`#${id}`}>{title}</Link>
              </li>
            ))}
          </Box>
        </Box>

        <PrivacySection id={WHO[0]} title={WHO[1]}>
          <p>
            {COMPANY.legalName} (trading as {COMPANY.tradingName}) is the controller of your personal information. Company number{' '}
            {COMPANY.companyRegistrationNumber} ({COMPANY.registeredIn}); our office is at {COMPANY_ADDRESS_LINE}, {COMPANY.address.country}
            .
          </p>
          <p>
            For anything about your personal information, e-mail {email}, call <Link href={COMPANY.phoneHref}>{COMPANY.phone}</Link> or
            write to our Data Protection Lead at the address above.
          </p>
        </PrivacySection>

        <PrivacySection id={COLLECT[0]} title={COLLECT[1]}>
          <p>
            Our website does not send your quote request to us itself. When you press &ldquo;Send Quote Request&rdquo;, it opens your own
            e-mail program with a message already written, and we receive it only if you send that e-mail. The message contains:
          </p>
          <ul>
            <li>your name, e-mail address and phone number;</li>
            <li>the service you want, the collection and delivery addresses and your preferred date;</li>
            <li>anything you add in the details box, such as the items, their value, access or parking notes.</li>
          </ul>
          <p>
            If you book a job we also keep the booking, the condition reports and photographs we take of your items, delivery signatures,
            and invoices and payment records. Card payments are handled by our payment provider; we never see or store your full card
            number.
          </p>
          <p>
            Please do not send us special category information (for example about health) unless it is needed for the job, such as access
            needs at a property; if you do, we use it only for that purpose.
          </p>
        </PrivacySection>

        <PrivacySection id={USE[0]} title={USE[1]}>
          <ul>
            <li>
              <strong>To prepare and send your quote and answer your questions.</strong> Lawful basis: taking steps at your request before
              entering into a contract (UK GDPR Article 6(1)(b)).
            </li>
            <li>
              <strong>To plan, carry out and invoice the job you book.</strong> Lawful basis: performing our contract with you (Article
              6(1)(b)).
            </li>
            <li>
              <strong>To keep accounting and tax records.</strong> Lawful basis: our legal obligations, including to HMRC (Article 6(1)(c)).
            </li>
            <li>
              <strong>To handle insurance claims, disputes and legal claims, and to keep the business records any company needs.</strong>{' '}
              Lawful basis: our legitimate interests in running and protecting our business (Article 6(1)(f)).
            </li>
          </ul>
          <p>
            We do not use your quote request for marketing, we do not sell your information, and we make no decisions about you by automated
            means.
          </p>
        </PrivacySection>

        <PrivacySection id={SHARING[0]} title={SHARING[1]}>
          <p>We share your information only where it is needed, and only as much as is needed:</p>
          <ul>
            <li>our e-mail, IT, accounting and payment providers, who act on our instructions under written contracts;</li>
            <li>
              partners who carry out part of a booked job, such as crating workshops, shipping agents or European transport partners, who
              receive only the names, addresses and contact details they need;
            </li>
            <li>our insurers, brokers and professional advisers if there is a claim or a dispute;</li>
            <li>HMRC, the police or a court where the law requires us to.</li>
          </ul>
        </PrivacySection>

        <PrivacySection id={TRANSFERS[0]} title={TRANSFERS[1]}>
          <p>
            Some of our providers store data in the European Economic Area or the United States. Where information leaves the UK, we rely on
            UK adequacy regulations or on the International Data Transfer Agreement or UK Addendum issued by the Information Commissioner,
            so that it stays protected to the UK standard. For jobs abroad, the details needed for delivery go to our partner in the
            destination country.
          </p>
        </PrivacySection>

        <PrivacySection id={RETENTION[0]} title={RETENTION[1]}>
          <ul>
            <li>Quote requests that do not lead to a booking: deleted 12 months after our last contact with you.</li>
            <li>
              Bookings, condition reports, invoices and payment records: six years after the end of the financial year in which the job was
              completed, as tax law and the Limitation Act 1980 require.
            </li>
            <li>Insurance claims and disputes: until the matter is closed, then six years.</li>
          </ul>
        </PrivacySection>

        <PrivacySection id={SECURITY[0]} title={SECURITY[1]}>
          <p>
            Our mailboxes and systems are protected by multi-factor sign-in and encryption, only staff who need your information can see it,
            and paper records such as delivery notes are kept locked away and shredded when no longer needed.
          </p>
        </PrivacySection>

        <PrivacySection id={RIGHTS[0]} title={RIGHTS[1]}>
          <p>Under UK data protection law you have the right to:</p>
          <ul>
            <li>ask for a copy of the personal information we hold about you (access);</li>
            <li>ask us to correct information that is wrong or incomplete (rectification);</li>
            <li>ask us to delete your information (erasure);</li>
            <li>ask us to limit how we use it (restriction);</li>
            <li>object to our use of it where we rely on legitimate interests (objection);</li>
            <li>receive information you gave us in a reusable format, or have it sent to someone else (portability).</li>
          </ul>
          <p>
            To use any of these rights, contact us at {email}. There is normally no charge, and we will reply within one month. We may ask
            you to confirm your identity before we act on a request.
          </p>
        </PrivacySection>

        <PrivacySection id={COOKIES[0]} title={COOKIES[1]}>
          <p>
            This website does not use advertising or analytics cookies and does not track you across other sites. Your browser may remember
            a display preference, such as light or dark mode, on your own device; you can clear it at any time in your browser settings.
          </p>
        </PrivacySection>

        <PrivacySection id={COMPLAINTS[0]} title={COMPLAINTS[1]}>
          <p>
            If you are unhappy with how we have used your information, please tell us first at {email} so we can put it right. You also have
            the right to complain to the Information Commissioner&apos;s Office (ICO), the UK regulator for data protection:
          </p>
          <Box component="address" sx={{ fontStyle: 'normal', mb: 1.5 }}>
            Information Commissioner&apos;s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF
            <br />
            Helpline: <Link href="tel:+443031231113">0303 123 1113</Link>
            <br />
            Website:{' '}
            <Link href="https://ico.org.uk/make-a-complaint/" rel="noopener noreferrer">
              ico.org.uk/make-a-complaint
            </Link>
          </Box>
        </PrivacySection>

        <PrivacySection id={CHANGES[0]} title={CHANGES[1]}>
          <p>
            We review this notice at least once a year. If we change it, the new version will appear on this page with a new date at the
            top.
          </p>
        </PrivacySection>
      </Container>
    </>
  );
}
