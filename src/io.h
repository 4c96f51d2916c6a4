/* io.h: stdin read at once or by pieces, parsed in place, rejected with
 * the line named (output: out.h; a 3x3 board: read_board.h) */
#ifndef IO_H
#define IO_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
enum { INPUT_MAX = 16 << 20 };
static const char *in_start, *in_end;	/* the input held, then a zero */
static const char *in_next;		/* where reading stands */
static long in_lines_before;	/* lines let go of (read_piece) */

static inline int is_blank(char c)	/* space, tab, CR or LF */
{
	return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

/* Skips blanks: where the next word starts, or the end (a zero lies there).
 * A local p: stepping in_next, which a char may alias, would store it. */
static inline const char *next_word(void)
{
	const char *p = in_next;

	while (p < in_end && is_blank(*p))
		p++;
	return in_next = p;
}

static inline int input_done(void)	/* skips blanks: all read? */
{
	return next_word() == in_end;
}

/* Reads on past the `width` bytes at word (a next_word()) if the input
 * holds them and a blank or its end follows: whether it did.  What the
 * bytes are, blanks too, is the caller's to check. */
static inline int read_row(const char *word, int width)
{
	long held = in_end - word;

	if (held != width && (held < width || !is_blank(word[width])))
		return 0;
	in_next = word + width;
	return 1;
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
		1 + in_lines_before + lines_ended(in_start, in_next));
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	if (at)
		fprintf(stderr, ", got %s", quoted(at, (int)(in_next - at)));
	fputc('\n', stderr);
	exit(1);
}

/* read_input() by pieces, for a solution that cannot spare 16 MiB: skips
 * blanks; if fewer than `ahead` bytes are held there, lets go of what was
 * read (counting its lines), moves the rest, and a CR before it (an LF may
 * follow), to buffer's front, then reads <= `piece` bytes and a zero (room
 * for all in buffer): how many (0: none wanted, or none left). */
static inline size_t read_piece(char *buffer, size_t piece, long ahead)
{
	static size_t total;	/* read so far */
	const char *keep;
	size_t left, got, i;

	if (!in_next)	/* the first piece */
		in_start = in_next = in_end = buffer;
	if (in_end - next_word() >= ahead)
		return 0;
	keep = in_next - (in_next > in_start && in_next[-1] == '\r');
	left = (size_t)(in_end - keep);
	in_lines_before += lines_ended(in_start, keep);
	for (i = 0; i < left; i++)	/* a memmove: keep >= buffer */
		buffer[i] = keep[i];
	got = fread(buffer + left, 1, piece, stdin);
	in_next = buffer + (in_next - keep);
	in_end = (in_start = buffer) + left + got;
	if ((total += got) > INPUT_MAX)
		input_error(NULL, "input is larger than 16 MiB");
	buffer[left + got] = '\0';
	return got;
}

static inline void read_input(void)	/* all of stdin: main's first step */
{
	static char text[INPUT_MAX + 2];	/* the input, then a zero */

	read_piece(text, INPUT_MAX + 1, 1);
}

/* The next word as an integer in [lo, hi] (|lo|, |hi| <= LONG_MAX - 9): a
 * `-` if lo < 0, digits, leading zeros allowed.  The zero after the input
 * ends the digits; the value stays <= bound / 10 before one: no overflow. */
static inline long read_int(long lo, long hi)
{
	const char *word = next_word(), *p = word;
	int minus = lo < 0 && *p == '-';
	long bound = minus ? -lo : hi, value = 0;
	const char *digit = p += minus;

	while (*p >= '0' && *p <= '9' && value <= bound / 10)
		value = 10 * value + (*p++ - '0');
	if (minus)
		value = -value;
	if (p == digit || (p < in_end && !is_blank(*p)) || value < lo
	    || value > hi)
		input_error(word, "expected an integer in [%ld, %ld]", lo, hi);
	in_next = p;
	return value;
}
#endif
