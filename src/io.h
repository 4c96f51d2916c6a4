/* io.h: all of stdin at once, as words; the output kept until the end. */
#ifndef IO_H
#define IO_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
enum { INPUT_MAX = 16 << 20 };
/* The input [in_text, in_end), read up to in_next; in_word: the last word. */
static char *in_text, *in_end, *in_next, *in_word;

static inline int is_blank(char c)	/* space, tab, CR or LF */
{
	return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/* Ends the program: "line L: <message>", L the line where reading stands
 * (lines end at LF, CRLF or a lone CR). */
static inline void input_error(const char *format, ...)
{
	va_list args;
	long line = 1;

	for (const char *p = in_text; p && p < in_next; p++)
		line += *p == '\n' || (*p == '\r' && p[1] != '\n');
	fprintf(stderr, "line %ld: ", line);
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fputc('\n', stderr);
	exit(1);
}

/* Skips blanks: whether the input is used up.  The first call reads all
 * of stdin, at most 16 MiB, with one fread. */
static inline int input_done(void)
{
	size_t len;

	if (!in_text) {
		if (!(in_word = in_next = in_text = malloc(INPUT_MAX + 2)))
			input_error("out of memory reading the input");
		if ((len = fread(in_text, 1, INPUT_MAX + 1, stdin)) > INPUT_MAX)
			input_error("input is larger than 16 MiB");
		in_text[len] = '\0';	/* input_error looks a byte ahead */
		in_end = in_text + len;
	}
	while (in_next < in_end && is_blank(*in_next))
		in_next++;
	return in_next == in_end;
}

/* The next word: its first byte, its length in *len; NULL at the end. */
static inline const char *next_word(int *len)
{
	input_done();
	for (in_word = in_next; in_next < in_end && !is_blank(*in_next);)
		in_next++;
	*len = (int)(in_next - in_word);
	return *len ? in_word : NULL;
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

/* The next word as an integer in [lo, hi], 0 <= lo <= hi: at most 18
 * decimal digits (leading zeros allowed), so it cannot overflow. */
static inline long read_int(long lo, long hi)
{
	int len, i;
	const char *word = next_word(&len);
	long value = 0;

	for (i = 0; i < len && i < 18 && word[i] >= '0' && word[i] <= '9';)
		value = 10 * value + (word[i++] - '0');
	if (!word || i != len || value < lo || value > hi)
		input_error("expected an integer in [%ld, %ld], got %s", lo,
			    hi, quoted(word, len));
	return value;
}

/* The next 3 words as the rows of a 3x3 board, each of 3 characters from
 * pieces: returns the sum of d * 3^k over the cells k = 0..8 in reading
 * order, d the cell's index in pieces (board.h: the board's code). */
static inline int read_board(const char pieces[3])
{
	int code = 0, weight = 1, k, d, len = 0;
	const char *word = NULL;

	for (k = 0; k < 9; k++, weight *= 3) {
		if (k % 3 == 0)
			word = next_word(&len);
		for (d = 0; d < 3 && len == 3 && pieces[d] != word[k % 3];)
			d++;
		if (d == 3 || len != 3)
			input_error("expected a row of 3 characters from "
				    "'%.3s', got %s", pieces, quoted(word, len));
		code += d * weight;
	}
	return code;
}

static char *out_text;		/* the output so far */
static size_t out_len, out_cap;
static inline void put_bytes(const char *s, size_t n)
{
	if (out_len + n > out_cap &&
	    !(out_text = realloc(out_text, out_cap = 2 * out_cap + n)))
		exit(1);
	memcpy(out_text + out_len, s, n);
	out_len += n;
}

/* Appends v in decimal and a newline. */
static inline void put_int(long v)
{
	char digits[24], *p = digits + sizeof digits;
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;

	*--p = '\n';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	put_bytes(p, (size_t)(digits + sizeof digits - p));
}

/* Writes the output; main returns this, so rejected input writes none. */
static inline int output_flush(void)
{
	return fwrite(out_text, 1, out_len, stdout) != out_len || fflush(stdout);
}

#endif
