import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { crashMessage, crashRecord } from '../lib/crash-record';
import { crashDetails } from './crash-screen';
import { ErrorHandlingProvider } from './error-handling-provider';
import { useErrorHandler } from './use-error-handler';

describe('crash details', () => {
  it('gives one short error ID per error', () => {
    const error = new Error('boom');
    const record = crashRecord(error);
    expect(record.id).toMatch(/^[0-9A-Z]{8}$/);
    expect(crashRecord(error)).toBe(record);
    expect(crashRecord(new Error('boom')).id).not.toBe(record.id);
  });

  it('lists the ID, message, time, user agent and stack for copying or download', () => {
    const error = new Error('Cannot read properties of undefined');
    const record = crashRecord(error);
    const text = crashDetails(error, record);
    expect(text).toContain(`Error ID: ${record.id}`);
    expect(text).toContain('Message: Cannot read properties of undefined');
    expect(text).toContain(`Time: ${record.time}`);
    expect(text).toContain('User agent:');
    expect(text).toContain('Stack:\nError: Cannot read properties of undefined');
  });

  it('describes a router error response by its status', () => {
    expect(crashMessage({ status: 404, statusText: 'Not Found', data: null })).toBe(
      '404 Not Found',
    );
    expect(crashMessage('plain')).toBe('plain');
  });
});

describe('useErrorHandler', () => {
  function Probe() {
    useErrorHandler();
    return null;
  }

  it('refuses to work outside its provider', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(
      'useErrorHandler must be used inside an ErrorHandlingProvider',
    );
  });

  it('works inside it', () => {
    expect(renderToString(createElement(ErrorHandlingProvider, null, createElement(Probe)))).toBe(
      '',
    );
  });
});
