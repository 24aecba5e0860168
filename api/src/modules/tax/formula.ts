/**
 * The formulas of the `FORMEL` tariffs (docs/taxes.md), such as
 * `-0.827429* $wert$ + 0.089718* $wert$ * (log $wert$ - 1) + 829.418770`: numbers, the income `$wert$`, + - * /,
 * parentheses, unary minus and the natural logarithm `log` (applied to the operand that follows it, with or without
 * parentheses). Parsed once into a function; nothing is ever evaluated as code.
 */

type Token = { kind: 'number'; value: number } | { kind: 'income' } | { kind: 'log' } | { kind: 'op'; op: string };
export type Formula = (income: number) => number;

export class FormulaError extends Error {
  constructor(
    message: string,
    readonly formula: string,
  ) {
    super(`${message} in formula "${formula}"`);
    this.name = 'FormulaError';
  }
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) {
      at += space[0].length;
      continue;
    }
    const number = /^(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      at += number[0].length;
    } else if (rest.startsWith('$wert$')) {
      tokens.push({ kind: 'income' });
      at += '$wert$'.length;
    } else if (/^log\b/.test(rest)) {
      tokens.push({ kind: 'log' });
      at += 3;
    } else if ('+-*/()'.includes(rest[0]!)) {
      tokens.push({ kind: 'op', op: rest[0]! });
      at += 1;
    } else {
      throw new FormulaError(`Unexpected "${rest[0]}" at ${at}`, text);
    }
  }
  return tokens;
}

/** Recursive descent: sum = product (± product)*, product = unary (×÷ unary)*, unary = -unary | log unary | atom. */
export function parseFormula(text: string): Formula {
  const tokens = tokenize(text);
  let at = 0;
  const peekOp = () => {
    const token = tokens[at];
    return token?.kind === 'op' ? token.op : undefined;
  };

  const sum = (): Formula => {
    let left = product();
    for (let op = peekOp(); op === '+' || op === '-'; op = peekOp()) {
      at++;
      const a = left;
      const b = product();
      left = op === '+' ? (x) => a(x) + b(x) : (x) => a(x) - b(x);
    }
    return left;
  };
  const product = (): Formula => {
    let left = unary();
    for (let op = peekOp(); op === '*' || op === '/'; op = peekOp()) {
      at++;
      const a = left;
      const b = unary();
      left = op === '*' ? (x) => a(x) * b(x) : (x) => a(x) / b(x);
    }
    return left;
  };
  const unary = (): Formula => {
    const token = tokens[at];
    if (token?.kind === 'op' && token.op === '-') {
      at++;
      const a = unary();
      return (x) => -a(x);
    }
    if (token?.kind === 'log') {
      at++;
      const a = unary();
      return (x) => Math.log(a(x));
    }
    return atom();
  };
  const atom = (): Formula => {
    const token = tokens[at++];
    if (!token) throw new FormulaError('Unexpected end', text);
    if (token.kind === 'number') {
      const value = token.value;
      return () => value;
    }
    if (token.kind === 'income') return (x) => x;
    if (token.kind === 'op' && token.op === '(') {
      const inner = sum();
      if (peekOp() !== ')') throw new FormulaError('Missing ")"', text);
      at++;
      return inner;
    }
    throw new FormulaError(`Unexpected token ${at}`, text);
  };

  const formula = sum();
  if (at !== tokens.length) throw new FormulaError(`Unexpected token ${at + 1}`, text);
  return formula;
}
