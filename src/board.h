/*
 * board.h: what the solutions share, and nothing that only one of them uses.
 *
 * A 3x3 board.  Cell k = 3 * row + col; a set of cells is a 9-bit mask with
 * bit k for cell k; a whole board is one base-3 number, its code:
 *
 *      0 | 1 | 2
 *     ---+---+---        code = cell[0] * 3^0 + cell[1] * 3^1 + ...
 *      3 | 4 | 5                             + cell[8] * 3^8
 *     ---+---+---        cell[k] = 0 empty, 1 or 2 a piece
 *      6 | 7 | 8         so 0 <= code < 3^9 = 19683; the empty board is 0
 *
 * Placing piece p on an empty cell k adds p * 3^k: a board's code grows with
 * every move, so successors always have larger codes.
 *
 * Input: the whole of stdin, read once, as words separated by spaces, tabs,
 * CR and LF.  Malformed input ends the program with one line on stderr,
 * "line L: ...", and exit status 1.  Anything after the last word a program
 * reads is ignored, as judges do.
 *
 * Output: gathered in memory and written once by output_flush() at the end,
 * so that input rejected halfway leaves stdout empty.
 */
#ifndef BOARD_H
#define BOARD_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

enum { CELLS = 9, CODES = 19683, LINES = 8 };

/* 3^k, for 0 <= k <= 9. */
static inline int pow3(int k)
{
	static const int p[10] = {
		1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683
	};
	return p[k];
}

/* The piece (0 empty, 1, 2) on cell k of a board code. */
static inline int cell_at(int code, int k)
{
	return code / pow3(k) % 3;
}

/* The cells of a board code that hold piece p, as a mask. */
static inline int cells_of(int code, int p)
{
	int k, mask = 0;

	for (k = 0; k < CELLS; k++, code /= 3)
		if (code % 3 == p)
			mask |= 1 << k;
	return mask;
}

/* The mask of line i, 0 <= i < 8: three rows, three columns, two diagonals.
 * Its middle cell is its second-lowest bit. */
static inline int line_mask(int i)
{
	static const int line[LINES] = {
		0007, 0070, 0700, 0111, 0222, 0444, 0421, 0124
	};
	return line[i];
}

/* How many of the 8 lines lie wholly inside a cell mask. */
static inline int lines_in(int cells)
{
	int i, n = 0;

	for (i = 0; i < LINES; i++)
		n += (cells & line_mask(i)) == line_mask(i);
	return n;
}

/* The input, and where reading stands in it. */
static struct {
	char *text;
	long len, pos;
	long line;	/* line of text[pos] */
	long word_line;	/* line of the word read last */
} input;

/* Ends the program: "line L: <message>" on stderr, exit status 1. */
static inline void input_error(const char *format, ...)
{
	va_list args;

	fprintf(stderr, "line %ld: ", input.word_line);
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fputc('\n', stderr);
	exit(1);
}

/* Reads all of stdin, once (at most 16 MiB). */
static inline void input_load(void)
{
	long cap = 1 << 16, limit = 16L << 20;
	size_t got;

	input.text = malloc(cap);
	input.line = input.word_line = 1;
	while (input.text &&
	       (got = fread(input.text + input.len, 1, cap - input.len,
			    stdin)) > 0) {
		input.len += (long)got;
		if (input.len == cap && cap < limit)
			input.text = realloc(input.text, cap *= 2);
		else if (input.len == cap)
			input_error("input is larger than 16 MiB");
	}
	if (!input.text)
		input_error("out of memory reading the input");
}

/* Writes a word for an error message: quoted, cut at 24 bytes, unprintable
 * bytes as \xHH, so that the message stays one readable line. */
static inline void input_quote(char *out, const char *word, int len)
{
	int i;

	*out++ = '\'';
	for (i = 0; i < len && i < 24; i++) {
		unsigned char c = (unsigned char)word[i];
		if (c >= 32 && c < 127 && c != '\\' && c != '\'')
			*out++ = (char)c;
		else
			out += sprintf(out, "\\x%02x", c);
	}
	if (len > 24)
		out += sprintf(out, "...");
	*out++ = '\'';
	*out = '\0';
}

/* The next word, *len bytes at the returned address (not 0-terminated),
 * or NULL at the end of the input. */
static inline const char *next_word(int *len)
{
	long start;

	if (!input.text)
		input_load();
	for (; input.pos < input.len; input.pos++) {
		char c = input.text[input.pos];
		if (c == '\n' || (c == '\r' && (input.pos + 1 == input.len ||
						input.text[input.pos + 1] != '\n')))
			input.line++;	/* LF, CRLF or a lone CR */
		else if (c != ' ' && c != '\t' && c != '\r')
			break;
	}
	input.word_line = input.line;
	if (input.pos == input.len)
		return NULL;
	start = input.pos;
	while (input.pos < input.len && input.text[input.pos] != ' ' &&
	       input.text[input.pos] != '\t' && input.text[input.pos] != '\r' &&
	       input.text[input.pos] != '\n')
		input.pos++;
	*len = (int)(input.pos - start);
	return input.text + start;
}

/* Ends the program on a word that is not what was expected:
 * "line L: expected <what>, got 'word'" (or "got end of input"). */
static inline void word_error(const char *what, const char *word, int len)
{
	char shown[24 * 4 + 8];

	if (!word)
		input_error("expected %s, got end of input", what);
	input_quote(shown, word, len);
	input_error("expected %s, got %s", what, shown);
}

/* The next word, which must exist: <what> names it for the error. */
static inline const char *read_word(const char *what, int *len)
{
	const char *w = next_word(len);

	if (!w)
		word_error(what, NULL, 0);
	return w;
}

/* The next word as a decimal integer in [lo, hi] (|lo|, |hi| < 10^17), or
 * "line L: expected an integer in [lo, hi], got '...'". */
static inline long read_int(long lo, long hi)
{
	long value = 0, bound = hi > -lo ? hi : -lo;
	int len = 0, i = 0, negative = 0;
	const char *w = next_word(&len);

	if (w) {
		negative = w[0] == '-';
		for (i = negative; i < len && w[i] >= '0' && w[i] <= '9'; i++)
			if (value <= bound)	/* past it, stop: no overflow */
				value = value * 10 + (w[i] - '0');
		if (negative)
			value = -value;
	}
	if (!w || i == negative || i < len || value < lo || value > hi) {
		char what[64];
		sprintf(what, "an integer in [%ld, %ld]", lo, hi);
		word_error(what, w, len);
	}
	return value;
}

/* The output gathered so far. */
static struct {
	char *text;
	long len, cap;
} output;

/* Appends n bytes to the output. */
static inline void put_bytes(const char *s, long n)
{
	if (output.len + n > output.cap) {
		while (output.len + n > output.cap)
			output.cap = output.cap ? 2 * output.cap : 1 << 16;
		output.text = realloc(output.text, output.cap);
		if (!output.text) {
			fputs("out of memory writing the output\n", stderr);
			exit(1);
		}
	}
	while (n-- > 0)
		output.text[output.len++] = *s++;
}

/* Appends an integer and a newline. */
static inline void put_line_int(long v)
{
	char digits[24], *p = digits + sizeof digits;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	*--p = '\n';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	put_bytes(p, digits + sizeof digits - p);
}

/* Writes the gathered output to stdout; the last thing main does. */
static inline int output_flush(void)
{
	if (output.len && fwrite(output.text, 1, output.len, stdout) !=
	    (size_t)output.len)
		return 1;
	return fflush(stdout) != 0;
}

#endif
