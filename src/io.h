/* io.h: all of stdin read at once, parsed in place (output: out.h) */
#ifndef IO_H
#define IO_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
enum { INPUT_MAX = 16 << 20 };
#ifndef IN_TEXT_SIZE		/* a reader by pieces defines less */
#define IN_TEXT_SIZE (INPUT_MAX + 2)
#endif
static char in_text[IN_TEXT_SIZE];	/* the input, then zeros */
static const char *in_end, *in_next;	/* its end; where reading stands */
static long in_lines_before;	/* lines let go of (a reader by pieces) */

static inline int is_blank(char c)	/* space, tab, CR or LF */
{
	return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/* Skips blanks: whether the input is used up.  (A local p: stepping
 * in_next, which a char may alias, would store it before every read.) */
static inline int input_done(void)
{
	const char *p = in_next;

	while (p < in_end && is_blank(*p))
		p++;
	return (in_next = p) == in_end;
}

/* A word for an error message: quoted, cut at 24 bytes, with unprintable
 * bytes, ' and \ as \xHH; "end of input" for the empty word. */
static inline const char *quoted(const char *word, int len)
{
	static char shown[24 * 4 + 8] = "'";
	char *out = shown + 1;
	int i;

	for (i = 0; i < len && i < 24; i++) {
		unsigned char c = (unsigned char)word[i];
		int plain = c >= 32 && c < 127 && c != '\'' && c != '\\';
		out += sprintf(out, plain ? "%c" : "\\x%02x", c);
	}
	sprintf(out, len > 24 ? "...'" : "'");
	return len ? shown : "end of input";
}

/* How many lines end in [from, to): at LF, CRLF or a lone CR. */
static inline long lines_ended(const char *from, const char *to)
{
	long lines = 0;

	for (; from < to; from++)
		lines += *from == '\n' || (*from == '\r' && from[1] != '\n');
	return lines;
}

/* Ends the program: "line L: <message>[, got <the word at at>]", L where
 * reading stands.  printf's format. */
static inline void input_error(const char *at, const char *format, ...)
{
	va_list args;

	if (at)		/* reading goes to the end of that word */
		for (in_next = at; in_next < in_end && !is_blank(*in_next);)
			in_next++;
	fprintf(stderr, "line %ld: ",
		1 + in_lines_before + lines_ended(in_text, in_next));
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	if (at)
		fprintf(stderr, ", got %s", quoted(at, (int)(in_next - at)));
	fputc('\n', stderr);
	exit(1);
}

/* Reads all of stdin, at most 16 MiB, with one fread: main's first step. */
static inline void read_input(void)
{
	size_t len = fread(in_text, 1, INPUT_MAX + 1, stdin);

	in_end = (in_next = in_text) + len;
	if (len > INPUT_MAX)
		input_error(NULL, "input is larger than 16 MiB");
}

/* The next word as an integer in [lo, hi], -(LONG_MAX - 9) <= lo <= hi
 * <= LONG_MAX - 9: a `-` if lo < 0, then digits, leading zeros allowed.
 * The value stays <= its bound / 10 before a digit: no overflow.  The
 * zero at in_end is neither a `-` nor a digit: it ends both reads. */
static inline long read_int(long lo, long hi)
{
	const char *word = (input_done(), in_next), *p = word;
	int minus = lo < 0 && *p == '-';
	long bound = minus ? -lo : hi, value = 0;
	const char *digit = p += minus;

	while (*p >= '0' && *p <= '9' && value <= bound / 10)
		value = 10 * value + (*p++ - '0');
	if (minus)
		value = -value;
	if (p == digit || (p < in_end && !is_blank(*p)) || value < lo
	    || value > hi)
		input_error(word, "expected an integer in [%ld, %ld]", lo,
			    hi);
	in_next = p;
	return value;
}

/* The next 3 words as the rows of a 3x3 board of characters from pieces:
 * its code, the sum of d * 3^k over cells k = 0..8, d = index in pieces. */
static inline int read_board(const char pieces[3])
{
	int code = 0, weight = 1, row, col;

	for (row = 0; row < 3; row++) {
		const char *cell = (input_done(), in_next);
		int three = in_end - cell == 3
			    || (in_end - cell > 3 && is_blank(cell[3]));
		for (col = 0; col < 3 && three; col++, weight *= 3) {
			char c = cell[col];
			int d = (c == pieces[1]) + 2 * (c == pieces[2]);
			if (d == 0 && c != pieces[0])
				break;
			code += d * weight;
		}
		if (col < 3)
			input_error(cell, "expected a row of 3 characters "
				    "from '%.3s'", pieces);
		in_next = cell + 3;
	}
	return code;
}
#endif
