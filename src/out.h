/* out.h: the output, kept in memory and written at the end */
#ifndef OUT_H
#define OUT_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *out_text;		/* the output: out_len bytes so far */
static size_t out_len, out_cap;

/* Room for n more bytes of output, at out_text + out_len. */
static inline char *out_room(size_t n)
{
	if (out_len + n > out_cap &&
	    !(out_text = realloc(out_text, out_cap = 2 * out_cap + n)))
		exit(1);
	return out_text + out_len;
}

static inline void put_str(const char *text)	/* as it is */
{
	size_t n = strlen(text);

	memcpy(out_room(n), text, n);
	out_len += n;
}

/* v in decimal, then the byte after: ' ' between numbers on a line,
 * '\n' at its end. */
static inline void put_number(long v, char after)
{
	unsigned long u = v < 0 ? 0UL - (unsigned long)v : (unsigned long)v;
	unsigned long place = 1;	/* of u's first digit */
	char *out = out_room(24);

	while (u / place >= 10)
		place *= 10;
	if (v < 0)
		*out++ = '-';
	for (; place; place /= 10)
		*out++ = (char)('0' + u / place % 10);
	*out++ = after;
	out_len = (size_t)(out - out_text);
}

static inline void put_int(long v)	/* in decimal, then a newline */
{
	put_number(v, '\n');
}

/* Writes the output; main returns this, so rejected input writes none.
 * (No output leaves out_text NULL, which fwrite may not be given.) */
static inline int output_flush(void)
{
	return (out_len && fwrite(out_text, 1, out_len, stdout) != out_len)
	       || fflush(stdout);
}
#endif
