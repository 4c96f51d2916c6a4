/*
 * shrink3x3.h: what the shrink steps of problems whose input is 3x3
 * boards of characters, one after another, share (tests/sanziqi2 and
 * tests/tictactoe_verdict shrink.c): the boards, reading them, and
 * writing a neighbour.
 */
#ifndef SHRINK3X3_H
#define SHRINK3X3_H
#include <stdio.h>
#include <stdlib.h>

#include "shrink.h"

enum { MAX_BOARDS = 100000 };

static char board[MAX_BOARDS][10];	/* 3 rows of 3, one after another */
static int boards;
static int only_later;	/* `shrink later K`: the later positions only */

/* Writes the input, without board `skip` (-1: none), and exits if this
 * is neighbour K; counts it otherwise. */
static void offer(int skip)
{
	int i;

	if (not_this_one())
		return;
	for (i = 0; i < boards; i++)
		if (i != skip)
			printf("%.3s\n%.3s\n%.3s\n", board[i], board[i] + 3,
			       board[i] + 6);
	exit(0);
}

/* Reads K from the command line (`later K` too, where `positions`: the
 * shrink step lists positions later in the game) and the boards from
 * stdin; then offers the input without each board in turn (when it has
 * two or more, and not only the later positions are asked for). */
static void read_and_offer_fewer(int argc, char **argv, int positions)
{
	int i;

	only_later = read_step(argc, argv, positions);
	while (boards < MAX_BOARDS && scanf("%3s %3s %3s", board[boards],
					    board[boards] + 3,
					    board[boards] + 6) == 3)
		boards++;
	for (i = 0; boards > 1 && !only_later && i < boards; i++)
		offer(i);
}
#endif
