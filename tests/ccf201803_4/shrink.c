/*
 * Shrink step for ccf201803_4 (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status 1
 *                        when IN has no neighbour K
 *   shrink later K < IN  only the positions later in the game (below)
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one X and one O taken off (Alice still to
 * move).  Each is smaller than IN, so shrinking ends.  The later
 * positions of one board: a move of each side later (an X, then an O:
 * Alice to move again), each with fewer empty cells.
 */
#include <stdio.h>
#include <stdlib.h>

#include "../common/shrink.h"

enum { MAX_T = 1000000 };

static int t, (*board)[9];

/* Writes the input, without board `skip` (-1: none), and exits if this
 * is neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i, c;

	if (not_this_one())
		return;
	printf("%d\n", t - (skip >= 0));
	for (i = 0; i < t; i++)
		for (c = 0; i != skip && c < 9; c++)
			printf("%d%c", board[i][c], c % 3 == 2 ? '\n' : ' ');
	exit(0);
}

/* The one board with an X on each empty cell, then an O on each other. */
static void offer_later(void)
{
	int x, o;

	for (x = 0; x < 9; x++)
		for (o = 0; o < 9; o++) {
			if (x == o || board[0][x] || board[0][o])
				continue;
			board[0][x] = 1, board[0][o] = 2;
			offer(-1);
			board[0][x] = board[0][o] = 0;
		}
}

/* Reads IN's t boards; exits 2 when it is not t boards of 9 numbers. */
static void read_input(void)
{
	int i, c;

	if (scanf("%d", &t) != 1 || t < 1 || t > MAX_T)
		exit(2);
	board = malloc(sizeof *board * (size_t)t);
	for (i = 0; i < t; i++)
		for (c = 0; c < 9; c++)
			if (!board || scanf("%d", &board[i][c]) != 1)
				exit(2);
}

/* The input without each of its boards in turn, when it has two or
 * more. */
static void offer_fewer(void)
{
	int i;

	for (i = 0; t > 1 && i < t; i++)
		offer(i);
}

/* Each board with one X and one O taken off, in turn (Alice still to
 * move). */
static void offer_taken_off(void)
{
	int i, x, o;

	for (i = 0; i < t; i++)
		for (x = 0; x < 9; x++)
			for (o = 0; o < 9; o++) {
				if (board[i][x] != 1 || board[i][o] != 2)
					continue;
				board[i][x] = board[i][o] = 0;
				offer(-1);
				board[i][x] = 1, board[i][o] = 2;
			}
}

int main(int argc, char **argv)
{
	int later = read_step(argc, argv, 1);

	read_input();
	if (later) {
		if (t != 1)
			return 2;	/* not one position */
		offer_later();
		return 1;
	}
	offer_fewer();
	offer_taken_off();
	return 1;
}
