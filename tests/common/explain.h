/*
 * explain.h: what the explain programs (tests/<slug>/explain.c, `make
 * explain`) share: one-line refusals, and 3x3 or 4x4 boards drawn side by
 * side.
 */
#ifndef EXPLAIN_H
#define EXPLAIN_H
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Refuses the input: "explain: <message>" on stderr, exit status 1. */
static inline void refuse(const char *format, ...)
{
	va_list args;

	fputs("explain: ", stderr);
	va_start(args, format);
	vfprintf(stderr, format, args);
	va_end(args);
	fputc('\n', stderr);
	exit(1);
}

/* make explain SOL=: writes a position the explanation shows, as an
 * input of the problem, to the next file $EXPLAIN_POSITIONS/NNN.in, for
 * tools/front/yours to run your solution and ours on (nothing when that is
 * unset).  printf's format. */
static inline void save_position(const char *format, ...)
{
	static int saved;
	const char *dir = getenv("EXPLAIN_POSITIONS");
	char name[4096];
	va_list args;
	FILE *f;

	if (!dir)
		return;
	snprintf(name, sizeof name, "%s/%03d.in", dir, ++saved);
	if (!(f = fopen(name, "w")))
		refuse("cannot write %s", name);
	va_start(args, format);
	vfprintf(f, format, args);
	va_end(args);
	fclose(f);
}

/* Where two moves lead to the same result: p's result n moves on, from
 * p's side, as one number that a winner (o > 0) wants largest when the
 * game is shortest and a loser (o < 0) when it is longest: +-(100 - n), 0
 * a draw.  From o, the mover's result one move earlier. */
static inline int one_move_earlier(int o)
{
	return o > 0 ? 1 - o : o < 0 ? -1 - o : 0;
}

/* The noun for a count of n: "1 cell", "3 cells" (printed as "%d %s"). */
static inline const char *noun(long n, const char *one, const char *many)
{
	return n == 1 ? one : many;
}

/* A board to draw: its size (3 or 4), its cells, row by row, and a
 * caption of up to 10 characters above it. */
typedef struct {
	char caption[12];
	int size;
	char cell[16];
} frame_t;

enum { FRAME_WIDTH = 11, FRAMES_A_ROW = 7 };	/* 4 + 77 columns */

/* A frame of a 3x3 grid of characters, with its caption. */
static inline frame_t frame_from(const char *caption, char grid[3][3])
{
	frame_t f;
	int k;

	snprintf(f.caption, sizeof f.caption, "%s", caption);
	f.size = 3;
	for (k = 0; k < 9; k++)
		f.cell[k] = grid[k / 3][k % 3];
	return f;
}

/* A frame of a 4x4 board of 16 characters, row by row, with its caption. */
static inline frame_t frame_from4(const char *caption, const char cell[16])
{
	frame_t f;

	snprintf(f.caption, sizeof f.caption, "%s", caption);
	f.size = 4;
	memcpy(f.cell, cell, 16);
	return f;
}

/* Prints line, without the blanks at its end. */
static inline void put_trimmed(char *line)
{
	size_t n = strlen(line);

	while (n > 0 && line[n - 1] == ' ')
		line[--n] = '\0';
	puts(line);
}

/* Row `row` of frame f written at `at`, padded to FRAME_WIDTH (blanks
 * below a frame's last row): where the next frame's row starts. */
static inline char *frame_row(char *at, const frame_t *f, int row)
{
	int n = f->size, col;

	for (col = 0; col < n; col++)
		at += sprintf(at, "%c ",
			      row < n ? f->cell[n * row + col] : ' ');
	return at + sprintf(at, "%*s", FRAME_WIDTH - 2 * n, "");
}

/* Draws the frames side by side, FRAMES_A_ROW to a row, indented, as
 * many rows as the first of a row has (all of one size, as a rule); the
 * caption row only when a caption is there. */
static inline void show_frames(const frame_t *frame, int count)
{
	char line[4 + FRAMES_A_ROW * FRAME_WIDTH + 1];
	int first, i, row;

	for (first = 0; first < count; first += FRAMES_A_ROW) {
		int last = first + FRAMES_A_ROW < count ? first + FRAMES_A_ROW
							: count;
		char *at = line + sprintf(line, "    ");
		for (i = first; i < last; i++)
			at += sprintf(at, "%-*s", FRAME_WIDTH, frame[i].caption);
		if (frame[first].caption[0])
			put_trimmed(line);
		for (row = 0; row < frame[first].size; row++) {
			at = line + sprintf(line, "    ");
			for (i = first; i < last; i++)
				at = frame_row(at, &frame[i], row);
			put_trimmed(line);
		}
	}
}
#endif
