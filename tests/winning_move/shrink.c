/*
 * Shrink step for winning_move (tools/front/yours): the simpler
 * neighbours of an input, for the shrinker to try in turn.
 *
 *   shrink K < IN        writes neighbour K (0-based) of IN; exit status 1
 *                        when IN has no neighbour K
 *   shrink later K < IN  only the positions later in the game (below)
 *
 * In order: the input without one of its boards (when it has two or
 * more); then one board with one x and one o taken off (x still to
 * move).  Each is smaller than IN, so shrinking ends.  The later
 * positions of one board: a move of each side later (an x, then an o: x
 * to move again), each with fewer empty cells.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/shrink.h"

enum { MAX_BOARDS = 100000 };

static char board[MAX_BOARDS][17];	/* 4 rows of 4, one after another */
static int boards;

/* Writes the input, without board `skip` (-1: none), and exits if this
 * is neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (not_this_one())
		return;
	for (i = 0; i < boards; i++)
		if (i != skip)
			printf("?\n%.4s\n%.4s\n%.4s\n%.4s\n", board[i],
			       board[i] + 4, board[i] + 8, board[i] + 12);
	puts("$");
	exit(0);
}

/* The one board with an x on each empty cell, then an o on each other. */
static void offer_later(void)
{
	int x, o;

	for (x = 0; x < 16; x++)
		for (o = 0; o < 16; o++) {
			if (x == o || board[0][x] != '.' || board[0][o] != '.')
				continue;
			board[0][x] = 'x', board[0][o] = 'o';
			offer(-1);
			board[0][x] = board[0][o] = '.';
		}
}

/* Reads IN's boards, each `?` and 4 rows of 4, up to the first word that
 * is not `?` (the `$`); exits 2 on a row that is not 4 characters. */
static void read_input(void)
{
	char word[8];
	int r;

	while (boards < MAX_BOARDS && scanf("%7s", word) == 1
	       && word[0] == '?') {
		for (r = 0; r < 4; r++)
			if (scanf("%7s", word) != 1 || strlen(word) != 4)
				exit(2);
			else
				memcpy(board[boards] + 4 * r, word, 4);
		boards++;
	}
}

/* The input without each of its boards in turn, when it has two or
 * more. */
static void offer_fewer(void)
{
	int i;

	for (i = 0; boards > 1 && i < boards; i++)
		offer(i);
}

/* Each board with one x and one o taken off, in turn (x still to
 * move). */
static void offer_taken_off(void)
{
	int i, x, o;

	for (i = 0; i < boards; i++)
		for (x = 0; x < 16; x++)
			for (o = 0; o < 16; o++) {
				if (board[i][x] != 'x' || board[i][o] != 'o')
					continue;
				board[i][x] = board[i][o] = '.';
				offer(-1);
				board[i][x] = 'x', board[i][o] = 'o';
			}
}

int main(int argc, char **argv)
{
	int later = read_step(argc, argv, 1);

	read_input();
	if (later) {
		if (boards != 1)
			return 2;	/* not one position */
		offer_later();
		return 1;
	}
	offer_fewer();
	offer_taken_off();
	return 1;
}
