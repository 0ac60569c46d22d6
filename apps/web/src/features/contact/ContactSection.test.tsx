import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { api } from '../../http/client';
import ContactSection from './ContactSection';

const ok = (status = 201, data: unknown = { message: 'Thank you! Your message has been sent.', data: { id: '1' } }) => ({
  data,
  status,
});

describe('the contact form', () => {
  it('shows the field messages under the fields and sends nothing when submitted empty', async () => {
    let sent = 0;
    api.transport = async () => {
      sent++;
      return ok();
    };
    render(<ContactSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toBe(0);
  });

  it('sends the message, says thank you and clears the form', async () => {
    const bodies: unknown[] = [];
    api.transport = async (config) => {
      bodies.push({ url: config.url, body: JSON.parse(config.data as string) });
      return ok();
    };
    render(<ContactSection />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Engines');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! Your message has been sent.');
    expect(bodies).toEqual([{ url: '/public/inquiries', body: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Engines', message: 'Hello there' } }]);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server\'s answer when it refuses the message (too many messages)', async () => {
    api.transport = async () => {
      return ok(429, { message: 'Too many attempts. Please try again in 600 seconds.' });
    };
    render(<ContactSection />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Again');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 600 seconds.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
  });
});
