import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '../../../../test-support/fake-api';
import { renderScreen } from '../../../../test-support/render-screen';
import { RecordKindPage } from '../record-kind-page';
import { recordKinds } from '.';

/** Teachers, service providers and feed posts through the generic screen: what is particular to each. */

const entry = (type: string) => recordKinds.find((kind) => kind.type === type)!;
const renderKind = (type: string, path = `/admin/${type}`) =>
  renderScreen(`/admin/${type}`, <RecordKindPage entry={entry(type)} />, path);
const connection = (typename: string, nodes: object[]) => ({
  __typename: typename,
  nodes,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
});

function teacher(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Teacher',
    id: 't-1',
    name: 'Mitali Saha',
    nameBn: null,
    subjects: ['Mathematics', 'Life Science'],
    subjectsBn: null,
    classFrom: 3,
    classTo: 8,
    village: 'Supur',
    feePaise: 35000,
    modes: ['HOME', 'ONLINE'],
    phone: '+919830012345',
    qualifications: 'B.Sc (Mathematics)',
    qualificationsBn: null,
    active: true,
    ...overrides,
  };
}

beforeEach(() => fakeApi.reset());

describe('teachers', () => {
  beforeEach(() => {
    fakeApi.on('AdminTeacherChoices', () => ({
      data: {
        teacherFilters: { __typename: 'TeacherFilters', subjects: ['Mathematics', 'Sanskrit'], villages: ['Supur'] },
      },
    }));
    fakeApi.on('AdminTeachers', ({ variables }) => ({
      data: {
        adminTeachers: connection(
          'TeacherConnection',
          [teacher()].filter((t) => !variables.subject || t.subjects.includes(variables.subject as string)),
        ),
      },
    }));
  });

  it('filters by the subjects teachers are listed under, and by the way they teach', async () => {
    const router = renderKind('teachers');
    const card = await screen.findByRole('article', { name: 'Mitali Saha' });
    expect(within(card).getByText('3 to 8')).toBeInTheDocument();
    expect(within(card).getByText('₹350 a month')).toBeInTheDocument();
    expect(within(card).getByText('At the student’s home, Online')).toBeInTheDocument();

    const subject = screen.getByRole('combobox', { name: 'Subject' });
    expect(
      within(subject)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All subjects', 'Mathematics', 'Sanskrit']);
    fireEvent.change(subject, { target: { value: 'Sanskrit' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Teaches' }), { target: { value: 'ONLINE' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mitali Saha' })).not.toBeInTheDocument());
    expect(fakeApi.callsOf('AdminTeachers').at(-1)!.variables).toEqual({
      search: null,
      subject: 'Sanskrit',
      mode: 'ONLINE',
      first: 20,
    });
    expect(router.state.location.search).toBe('?subject=Sanskrit&mode=ONLINE');
  });

  it('edits a teacher: subjects a line each, in English and beside them in Bengali, ticks for the ways of teaching, the fee in rupees', async () => {
    fakeApi.on('UpdateTeacher', ({ variables }) => ({
      data: { updateTeacher: teacher({ ...(variables.input as object), id: variables.id }) },
    }));
    renderKind('teachers');
    const card = await screen.findByRole('article', { name: 'Mitali Saha' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const subjects = within(card).getByRole('textbox', { name: 'Subjects' });
    expect(subjects).toHaveValue('Mathematics\nLife Science');
    expect(within(card).getByRole('textbox', { name: 'Fee a month (₹)' })).toHaveValue('350');
    expect(within(card).getByRole('checkbox', { name: 'Online' })).toBeChecked();

    fireEvent.change(subjects, { target: { value: 'Mathematics\n\n Physical Science \n' } });
    const subjectsBn = within(card).getByRole('textbox', { name: 'Subjects, in Bengali' });
    expect(subjectsBn).toHaveAttribute('lang', 'bn');
    fireEvent.change(subjectsBn, { target: { value: 'গণিত\nভৌতবিজ্ঞান' } });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Qualifications, in Bengali' }), {
      target: { value: 'বি.এসসি (গণিত)' },
    });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Fee a month (₹)' }), { target: { value: '400' } });
    fireEvent.click(within(card).getByRole('checkbox', { name: 'At a coaching centre' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Shown in the finder' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mitali Saha is saved.')).toBeInTheDocument();
    expect(fakeApi.callsOf('UpdateTeacher')[0].variables).toEqual({
      id: 't-1',
      input: {
        name: 'Mitali Saha',
        nameBn: null,
        nameHi: null,
        subjects: ['Mathematics', 'Physical Science'],
        subjectsBn: ['গণিত', 'ভৌতবিজ্ঞান'],
        subjectsHi: [],
        classFrom: 3,
        classTo: 8,
        village: 'Supur',
        feePaise: 40000,
        modes: ['HOME', 'COACHING', 'ONLINE'],
        phone: '+919830012345',
        qualifications: 'B.Sc (Mathematics)',
        qualificationsBn: 'বি.এসসি (গণিত)',
        qualificationsHi: null,
        active: false,
      },
    });
  });

  it("reads a teacher's History in the form's words: the fee in rupees, a tick as yes or no", async () => {
    fakeApi.on('AuditTrail', () => ({
      data: {
        auditTrail: connection('AuditEntryConnection', [
          {
            __typename: 'AuditEntry',
            id: 'a-1',
            action: 'updated',
            actorName: 'Administrator',
            actorRole: 'ADMIN',
            at: '2026-02-04T05:00:00.000Z',
            before: { feePaise: 35000, active: true, modes: ['HOME'] },
            after: { feePaise: 40000, active: false, modes: ['HOME', 'ONLINE'] },
          },
        ]),
      },
    }));
    renderKind('teachers');
    const card = await screen.findByRole('article', { name: 'Mitali Saha' });
    fireEvent.click(within(card).getByRole('button', { name: 'History' }));
    const [changed] = await within(card).findAllByTestId('audit-entry');
    expect(changed).toHaveTextContent('Fee a month₹350 → became ₹400');
    expect(changed).toHaveTextContent('Shown in the finderYes → became No');
    expect(changed).toHaveTextContent('TeachesAt the student’s home → became At the student’s home, Online');
  });
});

describe('service providers', () => {
  it('names the trades in the filter, and suggests the known ones while a trade is typed', async () => {
    fakeApi.on('AdminServiceTypeChoices', () => ({
      data: {
        serviceTypes: [
          { __typename: 'ServiceType', slug: 'electrician' },
          { __typename: 'ServiceType', slug: 'well-digger' },
        ],
      },
    }));
    fakeApi.on('AdminServiceProviders', () => ({
      data: {
        adminServiceProviders: connection('ServiceProviderConnection', [
          {
            __typename: 'ServiceProvider',
            id: 'p-1',
            type: 'well-digger',
            name: 'Haru Bagdi',
            nameBn: null,
            village: 'Supur',
            phone: '+919830012345',
            description: null,
            visitChargePaise: null,
            active: false,
          },
        ]),
      },
    }));
    renderKind('services');
    const card = await screen.findByRole('article', { name: 'Haru Bagdi' });
    expect(within(card).getByText('Well digger')).toBeInTheDocument();
    expect(within(card).getByText('Not shown')).toBeInTheDocument();
    const trade = screen.getByRole('combobox', { name: 'Trade' });
    expect(
      within(trade)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All trades', 'Electricians', 'Well digger']);

    fireEvent.click(screen.getByRole('button', { name: 'New service provider' }));
    const form = screen.getByRole('form', { name: 'New service provider' });
    const field = within(form).getByRole('combobox', { name: /^Trade/ });
    const suggestions = document.getElementById(field.getAttribute('list')!)!;
    expect([...suggestions.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toContain('mobile-repair');
  });
});

describe('feed posts', () => {
  it('sends a new post with no time to be published now, and marks a post held back for later', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    fakeApi.on('AdminFeedPosts', () => ({
      data: {
        adminFeedPosts: connection('FeedPostConnection', [
          {
            __typename: 'FeedPost',
            id: 'f-1',
            type: 'JOB',
            title: 'Cook wanted',
            titleBn: null,
            body: 'At the school.',
            bodyBn: null,
            publishedAt: later,
            expiresAt: null,
          },
        ]),
      },
    }));
    fakeApi.on('CreateFeedPost', ({ variables }) => ({
      data: {
        createFeedPost: {
          __typename: 'FeedPost',
          id: 'f-2',
          titleBn: null,
          bodyBn: null,
          expiresAt: null,
          publishedAt: new Date().toISOString(),
          ...(variables.input as object),
        },
      },
    }));
    renderKind('feeds');
    const card = await screen.findByRole('article', { name: 'Cook wanted' });
    expect(within(card).getByText('Not out yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'New post' }));
    const form = screen.getByRole('form', { name: 'New post' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Kind' }), { target: { value: 'NOTICE' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Water off on Monday' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Text(?!, in (Bengali|Hindi))/ }), {
      target: { value: 'Store water.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Water off on Monday is added.')).toBeInTheDocument();
    expect(fakeApi.callsOf('CreateFeedPost')[0].variables).toEqual({
      input: {
        type: 'NOTICE',
        title: 'Water off on Monday',
        titleBn: null,
        titleHi: null,
        body: 'Store water.',
        bodyBn: null,
        bodyHi: null,
        publishedAt: null,
        expiresAt: null,
      },
    });
  });
});
