/* io.h: all of stdin at once, parsed in place; the output kept until the
 * end, so rejected input writes none.  Speed: readers that parse in place
 * rather than through next_word take half the instructions. */
#ifndef IO_H
#define IO_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
enum { INPUT_MAX = 16 << 20 };
/* The input is [in_text, in_end); reading stands at in_next. */
static char *in_text;
static const char *in_end, *in_next;

static inline int is_blank(char c)	/* space, tab, CR or LF */
{
	return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/* Skips blanks: whether the input is used up. */
static inline int input_done(void)
{
	const char *p;

	for (p = in_next; p < in_end && is_blank(*p);)
		p++;	/* p, not in_next: a byte read could alias in_next */
	return (in_next = p) == in_end;
}

/* The next word: its first byte, its length in *len; NULL at the end. */
static inline const char *next_word(int *len)
{
	const char *word = (input_done(), in_next), *p = word;

	while (p < in_end && !is_blank(*p))
		p++;
	*len = (int)((in_next = p) - word);
	return *len ? word : NULL;
}

/* A word for an error message: quoted, cut at 24 bytes, with unprintable
 * bytes, ' and \ as \xHH; "end of input" for no word. */
static inline const char *quoted(const char *word, int len)
{
	static char shown[24 * 4 + 8] = "'";
	char *out = shown + 1;

	if (!word)
		return "end of input";
	for (int i = 0; i < len && i < 24; i++) {
		unsigned char c = (unsigned char)word[i];
		int plain = c >= 32 && c < 127 && c != '\'' && c != '\\';
		out += sprintf(out, plain ? "%c" : "\\x%02x", c);
	}
	strcpy(out, len > 24 ? "...'" : "'");
	return shown;
}

/* Ends the program: "line L: <message>", L the line where reading stands
 * (lines end at LF, CRLF or a lone CR).  With at, the message goes on
 * ", got <word>", the word at at, quoted.  Variadic, so never inlined. */
static inline void input_error(const char *at, const char *format, ...)
{
	va_list args;
	long line = 1;
	int len = 0;
	const char *word = at ? (in_next = at, next_word(&len)) : NULL;

	for (const char *p = in_text; p && p < in_next; p++)
		line += *p == '\n' || (*p == '\r' && p[1] != '\n');
	fprintf(stderr, "line %ld: ", line);
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fprintf(stderr, at ? ", got %s\n" : "\n", quoted(word, len));
	exit(1);
}

/* Reads all of stdin, at most 16 MiB, with one fread: main's first step. */
static inline void read_input(void)
{
	size_t len;

	if (!(in_text = malloc(INPUT_MAX + 2)))
		input_error(NULL, "out of memory reading the input");
	if ((len = fread(in_text, 1, INPUT_MAX + 1, stdin)) > INPUT_MAX)
		input_error(NULL, "input is larger than 16 MiB");
	in_text[len] = '\0';	/* input_error looks a byte ahead */
	in_end = (in_next = in_text) + len;
}

/* Whether a word ends at p: at a blank or at the end. */
static inline int word_ends(const char *p)
{
	return p == in_end || is_blank(*p);
}

/* The next word as an integer in [lo, hi], 0 <= lo <= hi: at most 18
 * decimal digits (leading zeros allowed), so it cannot overflow. */
static inline long read_int(long lo, long hi)
{
	const char *digit = (input_done(), in_next);
	long value = 0;
	int n = 0;

	while (n < 18 && digit + n < in_end && digit[n] >= '0'
	       && digit[n] <= '9')
		value = 10 * value + (digit[n++] - '0');
	if (n == 0 || !word_ends(digit + n) || value < lo || value > hi)
		input_error(digit, "expected an integer in [%ld, %ld]", lo,
			    hi);
	in_next = digit + n;
	return value;
}

/* The next 3 words as the rows of a 3x3 board, each of 3 characters from
 * pieces: returns the sum of d * 3^k over the cells k = 0..8 in reading
 * order, d the cell's index in pieces (board.h: the board's code). */
static inline int read_board(const char pieces[3])
{
	int code = 0, weight = 1, row, col;

	for (row = 0; row < 3; row++) {
		const char *cell = (input_done(), in_next);
		int three = in_end - cell >= 3 && word_ends(cell + 3);
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
		/* Speed: between rows, past the blank word_ends saw. */
		in_next = cell + 3 + (row < 2 && cell + 3 < in_end);
	}
	return code;
}

static char *out_text;		/* the output so far */
static size_t out_len, out_cap;

/* Appends n bytes to the output: where to write them. */
static inline char *out_room(size_t n)
{
	if (out_len + n > out_cap &&
	    !(out_text = realloc(out_text, out_cap = 2 * out_cap + n)))
		exit(1);
	out_len += n;
	return out_text + out_len - n;
}

/* Appends v in decimal and a newline. */
static inline void put_int(long v)
{
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	size_t width = 2 + (v < 0);	/* a digit, the newline, a sign */
	char *p;

	for (unsigned long rest = u; rest >= 10; rest /= 10)
		width++;
	p = out_room(width) + width;
	*--p = '\n';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
}

/* Writes the output; main returns this, so rejected input writes none. */
static inline int output_flush(void)
{
	return fwrite(out_text, 1, out_len, stdout) != out_len
	       || fflush(stdout);
}

#endif
