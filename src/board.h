/*
 * board.h: what the solutions share.  The board encoding and line tests,
 * each used by at least two of them; one input reader and one output
 * writer for all five (a reader call may serve only the solution whose
 * input has that shape, as read_word and input_done do); nothing about any
 * one problem.
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

/* The cells of `free` where one more piece gives `mine` a line of three. */
static inline int winning_cells(int mine, int free)
{
	int i, cells = 0;

	for (i = 0; i < LINES; i++) {
		int missing = line_mask(i) & ~mine;
		if ((missing & (missing - 1)) == 0)	/* one cell, or none */
			cells |= missing;
	}
	return cells & free;
}

/* The input, and where reading stands in it. */
static struct {
	char *text;	/* the input, then '\0' and "   " as sentinels */
	char *end;	/* text + length: the '\0' */
	char *next;	/* where reading goes on */
	char *word;	/* the word read last */
} input;

/* Spaces, tabs, CR and LF separate words. */
static inline int is_blank(char c)
{
	static const unsigned char blank[256] = {
		[' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1
	};
	return blank[(unsigned char)c];
}

/* The line of the word read last, counted only when an error needs it:
 * line ends are LF, CRLF or a lone CR. */
static inline long input_line(void)
{
	long line = 1;
	const char *p;

	if (!input.word)	/* the input failed to load */
		return line;
	for (p = input.text; p < input.word; p++)
		line += *p == '\n' || (*p == '\r' && p[1] != '\n');
	return line;
}

/* Ends the program: "line L: <message>" on stderr, exit status 1. */
static inline void input_error(const char *format, ...)
{
	va_list args;

	fprintf(stderr, "line %ld: ", input_line());
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fputc('\n', stderr);
	exit(1);
}

/* Reads all of stdin (at most 16 MiB), the first time a reader is called.
 * Not inline: it runs once, and the readers stay small. */
static void input_load(void)
{
	long cap = 1L << 20, limit = 16L << 20, len = 0;
	size_t got;

	input.text = malloc(cap + 4);
	while (input.text &&
	       (got = fread(input.text + len, 1, cap - len, stdin)) > 0) {
		len += (long)got;
		if (len == cap && cap == limit)
			input_error("input is larger than 16 MiB");
		if (len == cap)
			input.text = realloc(input.text, (cap *= 2) + 4);
	}
	if (!input.text)
		input_error("out of memory reading the input");
	/* The '\0' stops the skipping of blanks at the end; the blanks after
	 * it end any word, and leave 3 bytes to look at past any word start. */
	input.text[len] = '\0';
	input.text[len + 1] = input.text[len + 2] = input.text[len + 3] = ' ';
	input.next = input.word = input.text;
	input.end = input.text + len;
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
 * or NULL at the end of the input.  The input must be loaded. */
static inline const char *next_word(int *len)
{
	char *p;

	for (p = input.next; is_blank(*p); p++)
		;
	input.word = p;
	if (p == input.end)
		return NULL;
	while (!is_blank(*++p))
		;
	if (p > input.end)	/* the word ran into the sentinels */
		p = input.end;
	input.next = p;
	*len = (int)(p - input.word);
	return input.word;
}

/* Whether nothing but blanks is left of the input. */
static inline int input_done(void)
{
	if (!input.text)
		input_load();
	while (is_blank(*input.next))
		input.next++;
	return input.next == input.end;
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
	const char *w;

	if (!input.text)
		input_load();
	w = next_word(len);
	if (!w)
		word_error(what, NULL, 0);
	return w;
}

/* Ends the program on a word at p that is not an integer in [lo, hi]. */
static void int_error(char *p, long lo, long hi)
{
	char what[64];
	const char *w;
	int len = 0;

	sprintf(what, "an integer in [%ld, %ld]", lo, hi);
	input.next = p;
	w = next_word(&len);
	word_error(what, w, len);
}

/* The next word as a decimal integer in [lo, hi] (|lo|, |hi| < 10^17), or
 * "line L: expected an integer in [lo, hi], got '...'". */
static inline long read_int(long lo, long hi)
{
	long value = 0, bound = hi > -lo ? hi : -lo;
	char *p, *start;

	if (!input.text)
		input_load();
	for (p = input.next; is_blank(*p); p++)
		;
	start = p;
	if (*p == '-')
		p++;
	for (; *p >= '0' && *p <= '9'; p++)
		if (value <= bound)	/* past it, stop: no overflow */
			value = value * 10 + (*p - '0');
	if (*start == '-')
		value = -value;
	/* Digits, and the word ends there ('\0' only at the end). */
	if (p == start + (*start == '-') || (!is_blank(*p) && p != input.end)
	    || value < lo || value > hi)
		int_error(start, lo, hi);
	input.word = start;
	input.next = p;
	return value;
}

/* For read_board: what each byte means in rows written with `pieces` (the
 * characters for empty, piece 1, piece 2): 4 + its digit for a piece, 8
 * for a blank, 0 for anything else.  Rebuilt only when `pieces` changes. */
static unsigned char row_byte[256];
static long row_pieces = -1;

static void row_bytes_for(const char pieces[3], long key)
{
	int i;

	for (i = 0; i < 256; i++)
		row_byte[i] = is_blank((char)i) ? 8 : 0;
	for (i = 0; i < 3; i++)
		row_byte[(unsigned char)pieces[i]] = (unsigned char)(4 + i);
	row_pieces = key;
}

/* Ends the program on a word at p that is not a row of `pieces`. */
static void row_error(char *p, const char pieces[3])
{
	char what[48];
	const char *w;
	int len = 0;

	sprintf(what, "a row of 3 characters from '%.3s'", pieces);
	input.next = p;
	w = next_word(&len);
	word_error(what, w, len);
}

/* The row at *p, skipping blanks before it: its 3 cells as d0 + 3 d1 +
 * 9 d2, and *p moved past it.  The row table must be built. */
static inline int board_row(char **p, const char pieces[3])
{
	char *q = *p;
	int a, b, c;

	while (is_blank(*q))
		q++;
	a = row_byte[(unsigned char)q[0]];
	b = row_byte[(unsigned char)q[1]];
	c = row_byte[(unsigned char)q[2]];
	if (!(a & b & c & 4) ||
	    (!(row_byte[(unsigned char)q[3]] & 8) && q + 3 != input.end))
		row_error(q, pieces);
	*p = q + 3;
	return a + 3 * b + 9 * c - 52;	/* each byte is 4 + its digit */
}

/* The next 3 words as the rows of a board, top to bottom, each 3 cells
 * written with the characters of `pieces` (for empty, piece 1, piece 2):
 * returns the board's code.  Anything else ends the program:
 * "line L: expected a row of 3 characters from 'pieces', got '...'". */
static inline int read_board(const char pieces[3])
{
	long key = (unsigned char)pieces[0] | (unsigned char)pieces[1] << 8 |
		   (long)(unsigned char)pieces[2] << 16;
	int code;
	char *p;

	if (key != row_pieces)
		row_bytes_for(pieces, key);
	if (!input.text)
		input_load();
	p = input.next;
	code = board_row(&p, pieces);
	code += 27 * board_row(&p, pieces);
	code += 729 * board_row(&p, pieces);
	input.word = p - 3;
	input.next = p;
	return code;
}

/* The output gathered so far. */
static struct {
	char *text;
	long len, cap;
} output;

/* Room for n more bytes of output; where they go. */
static inline char *output_room(long n)
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
	return output.text + output.len;
}

/* Appends an integer and a newline. */
static inline void put_line_int(long v)
{
	char *p = output_room(24), digits[20];
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	int n = 0;

	if (v < 0)
		*p++ = '-';
	if (u < 10) {
		*p++ = (char)('0' + u);
	} else {
		do
			digits[n++] = (char)('0' + u % 10);
		while (u /= 10);
		while (n > 0)
			*p++ = digits[--n];
	}
	*p++ = '\n';
	output.len = p - output.text;
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
