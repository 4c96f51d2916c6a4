/*
 * Shrink step for connect_four (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status 1
 *                        when IN has no neighbour K
 *   shrink later K < IN  the K-th position a move later (exit status 2:
 *                        IN is not one position)
 *
 * The neighbours: the input without one of its positions, when it has
 * two or more.  A position is simpler a move later, with fewer empty
 * cells to search: its later positions are it with one more move, in
 * each column that is not full and where the move does not make four
 * (a game that ended is no input).  A full board has none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/shrink.h"

enum { MAX_T = 1000, COLS = 7, ROWS = 6 };

static char (*line)[COLS * ROWS + 2];
static int t;

/* Writes the input, without position `skip` (-1: none), and exits if
 * this is neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (not_this_one())
		return;
	printf("%d\n", t - (skip >= 0));
	for (i = 0; i < t; i++)
		if (i != skip)
			printf("%s\n", line[i]);
	exit(0);
}

/* Whether the last move of `moves` makes four. */
static int last_makes_four(const char *moves)
{
	static const int dc[4] = {1, 0, 1, 1}, dr[4] = {0, 1, 1, -1};
	int cell[COLS][ROWS] = {{0}}, height[COLS] = {0}, n, c = 0, r = 0, d;

	for (n = 0; moves[n]; n++) {
		c = moves[n] - '1';
		r = height[c]++;
		cell[c][r] = 1 + n % 2;
	}
	for (d = 0; d < 4; d++) {
		int run = 1, side;
		for (side = -1; side <= 1; side += 2) {
			int x = c + side * dc[d], y = r + side * dr[d];
			for (; x >= 0 && x < COLS && y >= 0 && y < ROWS
			     && cell[x][y] == cell[c][r]; run++)
				x += side * dc[d], y += side * dr[d];
		}
		if (run >= 4)
			return 1;
	}
	return 0;
}

static void offer_later(char *moves)
{
	size_t n = strlen(moves);
	int c;

	for (c = 0; c < COLS; c++) {
		char column = (char)('1' + c);
		int used = 0;
		size_t i;
		for (i = 0; i < n; i++)
			used += moves[i] == column;
		if (used == ROWS)
			continue;
		moves[n] = column;
		moves[n + 1] = '\0';
		if (!last_makes_four(moves))
			offer(-1);
		moves[n] = '\0';
	}
}

/* Reads IN's t positions; exits 2 when it is not that. */
static void read_input(void)
{
	int i;

	if (scanf("%d", &t) != 1 || t < 1 || t > MAX_T
	    || !(line = malloc(sizeof *line * (size_t)t)))
		exit(2);
	for (i = 0; i < t; i++)
		if (scanf("%42s", line[i]) != 1
		    || strspn(line[i], "1234567") != strlen(line[i]))
			exit(2);
}

int main(int argc, char **argv)
{
	int later = read_step(argc, argv, 1), i;

	read_input();
	if (later) {
		if (t != 1)
			return 2;	/* not one position */
		offer_later(line[0]);
		return 1;
	}
	for (i = 0; t > 1 && i < t; i++)
		offer(i);
	return 1;
}
