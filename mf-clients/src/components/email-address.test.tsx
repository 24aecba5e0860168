import { render } from '@testing-library/react';
import { EmailAddress } from './email-address';

describe('an e-mail address', () => {
  it('may wrap before its @ and its dots only, and reads as itself', () => {
    const { container } = render(<EmailAddress email="daniel.bernasconi.97@client.example" />);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('daniel.bernasconi.97@client.example');
    // a break opportunity before each "." and "@", none inside the words
    expect(span.innerHTML.split('<wbr>')).toEqual(['daniel', '.bernasconi', '.97', '@client', '.example']);
  });
});
